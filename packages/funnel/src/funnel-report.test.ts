import { describe, expect, it } from 'vitest';
import { buildFunnelBars, buildOfferSummary, buildSummaryCards, rankAllOffers, rankOffers } from './funnel-report.ts';

const offers = [
  { offerId: 'medicare', name: 'Medicare', count: 30 },
  { offerId: 'housing-grants', name: 'Housing Grants', count: 50 },
  { offerId: 'dental-implants', name: 'Dental Implants', count: 30 },
  { offerId: 'meals-on-wheels', name: 'Meals on Wheels', count: 10 },
  { offerId: 'wise-savings', name: 'Wise Savings', count: 5 },
  { offerId: 'auto-insurance', name: 'Auto Insurance', count: 4 },
  { offerId: 'government-assistance', name: 'Government Assistance', count: 3 },
  { offerId: 'section-8', name: 'Section 8', count: 2 },
];

const funnel = {
  totalImpressions: 1000,
  totalEmails: 200,
  flowComplete: 150,
  downloadComplete: 80,
  offerSelections: offers,
};

describe('rankOffers', () => {
  it('puts the most accepted first and orders ties by name', () => {
    expect(
      rankOffers(offers)
        .slice(0, 3)
        .map((offer) => offer.offerId),
    ).toEqual(['housing-grants', 'dental-implants', 'medicare']);
  });

  it('leaves the report it was given in its order', () => {
    rankOffers(offers);
    expect(offers[0]?.offerId).toBe('medicare');
  });
});

describe('buildFunnelBars', () => {
  it('shows impressions, emails, at most 7 offers, thank-you and download, as shares of impressions', () => {
    const { bars, isCapped } = buildFunnelBars(funnel);
    expect(bars.map((bar) => [bar.stage, bar.name, bar.count, bar.percentage])).toEqual([
      ['impressions', null, 1000, 100],
      ['emails', null, 200, 20],
      ['offer', 'Housing Grants', 50, 5],
      ['offer', 'Dental Implants', 30, 3],
      ['offer', 'Medicare', 30, 3],
      ['offer', 'Meals on Wheels', 10, 1],
      ['offer', 'Wise Savings', 5, 0.5],
      ['offer', 'Auto Insurance', 4, 0.4],
      ['offer', 'Government Assistance', 3, 0.3],
      ['thankYou', null, 150, 15],
      ['download', null, 80, 8],
    ]);
    expect(isCapped).toBe(false);
  });

  it('caps the bars and their labels at 100% and says so when emails exceed impressions, keeping the counts exact', () => {
    const { bars, isCapped } = buildFunnelBars({ ...funnel, totalImpressions: 100 });
    expect(bars.map((bar) => [bar.stage, bar.count, bar.percentage, bar.isCapped])).toEqual([
      ['impressions', 100, 100, false],
      ['emails', 200, 100, true],
      ['offer', 50, 50, false],
      ['offer', 30, 30, false],
      ['offer', 30, 30, false],
      ['offer', 10, 10, false],
      ['offer', 5, 5, false],
      ['offer', 4, 4, false],
      ['offer', 3, 3, false],
      ['thankYou', 150, 100, true],
      ['download', 80, 80, false],
    ]);
    expect(isCapped).toBe(true);
  });

  it('says so when a later stage alone exceeds impressions', () => {
    const { isCapped } = buildFunnelBars({ ...funnel, totalImpressions: 200, totalEmails: 200, flowComplete: 250 });
    expect(isCapped).toBe(true);
  });

  it('fills and caps every stage that counted something when no impression was recorded', () => {
    const { bars, isCapped } = buildFunnelBars({
      totalImpressions: 0,
      totalEmails: 3,
      flowComplete: 1,
      downloadComplete: 0,
      offerSelections: [{ offerId: 'medicare', name: 'Medicare', count: 2 }],
    });
    expect(bars.map((bar) => [bar.stage, bar.count, bar.percentage, bar.isCapped])).toEqual([
      ['impressions', 0, 100, false],
      ['emails', 3, 100, true],
      ['offer', 2, 100, true],
      ['thankYou', 1, 100, true],
      ['download', 0, 0, false],
    ]);
    expect(isCapped).toBe(true);
  });

  it('draws empty bars, not NaN, and no note before the first impression', () => {
    const { bars, isCapped } = buildFunnelBars({
      totalImpressions: 0,
      totalEmails: 0,
      flowComplete: 0,
      downloadComplete: 0,
      offerSelections: [],
    });
    expect(bars.map((bar) => bar.percentage)).toEqual([100, 0, 0, 0]);
    expect(isCapped).toBe(false);
  });
});

describe('buildSummaryCards', () => {
  it('sums the offers taken and rates offers and downloads against emails', () => {
    expect(buildSummaryCards(funnel)).toEqual({
      impressions: 1000,
      emails: 200,
      offersTaken: 134,
      offersTakenRate: 67,
      downloads: 80,
      downloadRate: 40,
    });
  });

  it('rates nothing against zero emails as 0%', () => {
    expect(buildSummaryCards({ ...funnel, totalEmails: 0 })).toMatchObject({ offersTakenRate: 0, downloadRate: 0 });
  });
});

describe('buildOfferSummary', () => {
  it('ranks the top 6 offers with their conversion against impressions', () => {
    const summary = buildOfferSummary(funnel);
    expect(summary).toHaveLength(6);
    expect(summary[0]).toEqual({
      offerId: 'housing-grants',
      name: 'Housing Grants',
      count: 50,
      rank: 1,
      conversionRate: 5,
    });
    expect(summary.at(-1)).toMatchObject({ offerId: 'auto-insurance', rank: 6, conversionRate: 0.4 });
  });
});

describe('rankAllOffers', () => {
  it('keeps every offer and starts with the same top 6 the summary shows', () => {
    const offerSelections = Array.from({ length: 8 }, (_, index) => ({
      offerId: `o${index}`,
      name: `Offer ${index}`,
      count: index + 1,
    }));
    const counts = { totalImpressions: 40, totalEmails: 10, flowComplete: 0, downloadComplete: 0, offerSelections };
    const all = rankAllOffers(counts);
    expect(all).toHaveLength(8);
    expect(all.slice(0, 6)).toEqual(buildOfferSummary(counts));
    expect(all[7]).toMatchObject({ rank: 8, name: 'Offer 0', count: 1, conversionRate: 2.5 });
  });
});
