import { botUserAgent, signUpAndGo, visitLanding, type OfferAnswer } from './analytics-visitors.ts';
import { uniqueEmail } from './product.ts';

// One seeded set of visitor activity with every figure the dashboard shows known in advance. Affiliate ids
// carry a prefix unique to the run, so the counts of each affiliate stay exact while other specs add traffic;
// offers are the funnel's own (the tracker takes an answer only for an offer the flows serve).

export function makePrefix(): string {
  return `dash${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export function datasetIds(prefix: string) {
  return {
    alpha: `${prefix}-alpha`,
    beta: `${prefix}-beta`,
    gamma: `${prefix}-gamma`,
    housing: 'housing-grants',
    medicare: 'medicare',
    dental: 'dental-implants',
    savings: 'wise-savings',
  };
}

export type DatasetIds = ReturnType<typeof datasetIds>;

/**
 * alpha: v1 5 visits, 2 signups; v2 4 visits, 3 signups; 2 bot visits.
 * beta: v1 10 visits, 1 signup; v3 2 visits, 1 signup.
 * gamma: 1 visit, 3 signups (emails exceed impressions).
 */
export async function seedDataset(ids: DatasetIds): Promise<void> {
  const { alpha, beta, gamma } = ids;
  const offer = (
    key: 'housing' | 'medicare' | 'dental' | 'savings',
    page: number,
    action: OfferAnswer['action'],
    times?: number,
  ): OfferAnswer => ({
    offerId: ids[key],
    name: {
      housing: 'Housing Grants',
      medicare: 'Medicare Plans',
      dental: 'Dental Implants',
      savings: 'High-Yield Savings',
    }[key],
    page,
    action,
    ...(times ? { times } : {}),
  });
  const email = (label: string) => uniqueEmail(`dash-${label}`);

  await visitLanding({ affiliateId: alpha, version: 1, count: 5 });
  await visitLanding({ affiliateId: alpha, version: 2, count: 4 });
  await visitLanding({ affiliateId: alpha, version: 1, count: 2, userAgent: botUserAgent });
  await signUpAndGo(
    {
      affiliateId: alpha,
      version: 1,
      continues: true,
      answers: [offer('housing', 1, 'accepted'), offer('medicare', 2, 'declined'), offer('dental', 3, 'accepted')],
      reachesThankYou: true,
      downloads: true,
    },
    email('a1'),
  );
  await signUpAndGo(
    { affiliateId: alpha, version: 1, continues: true, answers: [offer('housing', 1, 'declined')] },
    email('a2'),
  );
  await signUpAndGo(
    {
      affiliateId: alpha,
      version: 2,
      continues: true,
      answers: [offer('housing', 1, 'accepted'), offer('medicare', 2, 'accepted')],
      reachesThankYou: true,
      downloads: true,
    },
    email('a3'),
  );
  // A double click on Accept: still one accepted offer for this visitor.
  await signUpAndGo(
    {
      affiliateId: alpha,
      version: 2,
      continues: true,
      answers: [offer('housing', 1, 'accepted', 2)],
      reachesThankYou: true,
    },
    email('a4'),
  );
  await signUpAndGo({ affiliateId: alpha, version: 2 }, email('a5'));

  await visitLanding({ affiliateId: beta, version: 1, count: 10 });
  await visitLanding({ affiliateId: beta, version: 3, count: 2 });
  await signUpAndGo(
    {
      affiliateId: beta,
      version: 1,
      continues: true,
      answers: [offer('housing', 1, 'declined')],
      reachesThankYou: true,
    },
    email('b1'),
  );
  await signUpAndGo(
    {
      affiliateId: beta,
      version: 3,
      continues: true,
      answers: [offer('savings', 5, 'accepted')],
      reachesThankYou: true,
      downloads: true,
    },
    email('b2'),
  );

  await visitLanding({ affiliateId: gamma, version: 1, count: 1 });
  for (const label of ['g1', 'g2', 'g3']) await signUpAndGo({ affiliateId: gamma, version: 1 }, email(label));
}

/** What the dashboard must show for affiliate alpha over any range that contains the seeding day. */
export const alphaExpected = {
  impressions: 9,
  emails: 5,
  continued: 4,
  offersTaken: 5,
  thankYou: 3,
  downloads: 2,
  bots: 2,
};
