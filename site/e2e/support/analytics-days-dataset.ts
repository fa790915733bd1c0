import { botUserAgent, signUpAndGo, visitLanding, type Journey, type OfferAnswer } from './analytics-visitors.ts';
import { uniqueEmail } from './product.ts';
import type { TimeTravelProduct } from './time-travel-product.ts';

// Visitor activity on chosen Eastern days, made through the real API of a time-travel product: both sides
// of midnight, both sides of each clock change of 2025 (spring forward on 9 March, 02:00 EST → 03:00 EDT;
// fall back on 2 November, 02:00 EDT → 01:00 EST), two affiliates, all three landing versions, and
// activity just outside each range that no figure may count.

export const affiliates = { north: 'days-north', south: 'days-south' } as const;

const housing: OfferAnswer = { offerId: 'housing-grants', name: 'Housing Grants', page: 1, action: 'accepted' };
const medicare: OfferAnswer = { offerId: 'medicare', name: 'Medicare Plans', page: 2, action: 'accepted' };
const fullJourney = { continues: true, reachesThankYou: true, downloads: true };

type Moment = {
  /** The tracker's clock while these visitors come, with the Eastern offset of that instant. */
  at: string;
  affiliate: keyof typeof affiliates;
  version: 1 | 2 | 3;
  visits: number;
  bots?: number;
  signup?: Omit<Journey, 'affiliateId' | 'version'>;
};

export const spring = { startDate: '2025-03-07', endDate: '2025-03-11' };
export const autumn = { startDate: '2025-11-01', endDate: '2025-11-03' };

const springMoments: Moment[] = [
  // 23:30 EST on the 6th: 04:30 UTC on the 7th, the range's first day in UTC only. Counted nowhere.
  {
    at: '2025-03-06T23:30:00-05:00',
    affiliate: 'north',
    version: 1,
    visits: 1,
    signup: { ...fullJourney, answers: [housing] },
  },
  { at: '2025-03-07T00:30:00-05:00', affiliate: 'north', version: 1, visits: 2 },
  {
    at: '2025-03-08T23:30:00-05:00',
    affiliate: 'north',
    version: 2,
    visits: 1,
    signup: { ...fullJourney, answers: [housing] },
  },
  {
    at: '2025-03-09T00:30:00-05:00',
    affiliate: 'south',
    version: 1,
    visits: 3,
    signup: { continues: true, answers: [{ ...housing, action: 'declined' }] },
  },
  // After the clocks sprang forward: the same day, now at UTC−4.
  { at: '2025-03-09T03:30:00-04:00', affiliate: 'north', version: 3, visits: 2, signup: {} },
  {
    at: '2025-03-09T23:30:00-04:00',
    affiliate: 'south',
    version: 2,
    visits: 2,
    signup: { ...fullJourney, answers: [housing, medicare] },
  },
  // 00:30 EDT on the 10th is 23:30 on the 9th at the winter offset: it belongs to the 10th.
  {
    at: '2025-03-10T00:30:00-04:00',
    affiliate: 'north',
    version: 1,
    visits: 1,
    signup: { continues: true, reachesThankYou: true, answers: [housing] },
  },
  { at: '2025-03-11T12:00:00-04:00', affiliate: 'south', version: 3, visits: 4, bots: 1 },
  // 00:30 EDT on the 12th, the day after the range. Counted nowhere.
  {
    at: '2025-03-12T00:30:00-04:00',
    affiliate: 'south',
    version: 1,
    visits: 5,
    signup: { ...fullJourney, answers: [medicare] },
  },
];

const autumnMoments: Moment[] = [
  // 23:30 EDT on 31 October: 03:30 UTC on 1 November. Counted nowhere.
  { at: '2025-10-31T23:30:00-04:00', affiliate: 'south', version: 2, visits: 1, signup: {} },
  { at: '2025-11-01T23:30:00-04:00', affiliate: 'north', version: 1, visits: 1, signup: {} },
  { at: '2025-11-02T00:30:00-04:00', affiliate: 'south', version: 2, visits: 2 },
  // The second 01:30 of the day, after the clocks fell back.
  {
    at: '2025-11-02T01:30:00-05:00',
    affiliate: 'north',
    version: 3,
    visits: 1,
    signup: { ...fullJourney, answers: [housing] },
  },
  // 23:30 EST on the 2nd is 00:30 on the 3rd at the summer offset: it belongs to the 2nd.
  {
    at: '2025-11-02T23:30:00-05:00',
    affiliate: 'south',
    version: 1,
    visits: 3,
    signup: { continues: true, answers: [{ ...housing, action: 'declined' }] },
  },
  { at: '2025-11-03T00:30:00-05:00', affiliate: 'north', version: 2, visits: 1 },
  // 00:30 EST on the 4th, the day after the range. Counted nowhere.
  { at: '2025-11-04T00:30:00-05:00', affiliate: 'north', version: 1, visits: 2 },
];

export async function seedDays(product: TimeTravelProduct): Promise<void> {
  const { siteUrl } = product;
  for (const moment of [...springMoments, ...autumnMoments]) {
    await product.setClock(moment.at);
    const affiliateId = affiliates[moment.affiliate];
    await visitLanding({ affiliateId, version: moment.version, count: moment.visits, siteUrl });
    if (moment.bots)
      await visitLanding({
        affiliateId,
        version: moment.version,
        count: moment.bots,
        userAgent: botUserAgent,
        siteUrl,
      });
    if (moment.signup)
      await signUpAndGo({ affiliateId, version: moment.version, ...moment.signup }, uniqueEmail('days'), { siteUrl });
  }
}
