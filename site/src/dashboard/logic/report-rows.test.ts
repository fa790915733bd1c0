import { describe, expect, it } from 'vitest';
import { buildAffiliateRows, buildOfferPositionRows, buildVersionRows } from './conversion-rows.ts';
import { buildDailyRows } from './daily-rows.ts';

const funnel = (totalImpressions: number, totalEmails: number, flowComplete: number) => ({
  totalImpressions,
  totalEmails,
  flowComplete,
  downloadComplete: 0,
  offerSelections: [],
});

describe('buildDailyRows', () => {
  const { days, total } = buildDailyRows([
    {
      date: '2025-03-08',
      page_visits: 10,
      total_emails: 4,
      personal_info_complete: 3,
      offer_selections: 5,
      ebook_downloads: 1,
      money: {
        revenueCents: 2500,
        payoutCents: 1000,
        profitCents: 1500,
        roi: null,
        epcCents: null,
        revenuePerSignupCents: null,
      },
    },
    {
      date: '2025-03-09',
      page_visits: 0,
      total_emails: 0,
      personal_info_complete: 0,
      offer_selections: 0,
      ebook_downloads: 0,
    },
    {
      date: '2025-03-10',
      page_visits: 6,
      total_emails: 2,
      personal_info_complete: 2,
      offer_selections: 0,
      ebook_downloads: 2,
      money: {
        revenueCents: 1500,
        payoutCents: 2000,
        profitCents: -500,
        roi: null,
        epcCents: null,
        revenuePerSignupCents: null,
      },
    },
  ]);

  it('puts continued, accepted and downloaded against the day emails', () => {
    expect(days[0]).toEqual({
      date: '2025-03-08',
      impressions: 10,
      emails: 4,
      continued: 3,
      continuedRate: 75,
      accepted: 5,
      acceptedRate: 125,
      downloads: 1,
      downloadRate: 25,
      revenueCents: 2500,
      payoutCents: 1000,
      profitCents: 1500,
    });
  });

  it('shows 0% on a day without emails instead of dividing by zero', () => {
    expect(days[1]).toMatchObject({ continuedRate: 0, acceptedRate: 0, downloadRate: 0 });
  });

  it('shows a loss as a negative profit, and no money on a day the report gave none', () => {
    expect(days[2]).toMatchObject({ revenueCents: 1500, payoutCents: 2000, profitCents: -500 });
    expect(days[1]).toMatchObject({ revenueCents: 0, payoutCents: 0, profitCents: 0 });
  });

  it('totals the range and takes the total percentages from the totals', () => {
    expect(total).toEqual({
      date: null,
      impressions: 16,
      emails: 6,
      continued: 5,
      continuedRate: 83.3,
      accepted: 5,
      acceptedRate: 83.3,
      downloads: 3,
      downloadRate: 50,
      revenueCents: 4000,
      payoutCents: 3000,
      profitCents: 1000,
    });
  });
});

describe('buildVersionRows', () => {
  const version = (v: number, impressions: number, emails: number, reachedThankYou: number) => ({
    version: v,
    impressions,
    emails,
    continuedToOffers: 0,
    offersAccepted: 0,
    reachedThankYou,
    downloads: 0,
  });

  it('orders v1 to v3 and marks the best impression→email rate', () => {
    const rows = buildVersionRows([version(3, 10, 1, 1), version(1, 10, 2, 1), version(2, 3, 1, 1)]);
    expect(rows.map((row) => [row.version, row.emailRate, row.thankYouRate, row.isBest])).toEqual([
      [1, 20, 10, false],
      [2, 33.3, 33.3, true],
      [3, 10, 10, false],
    ]);
  });

  it('marks nobody when two versions are exactly level', () => {
    const rows = buildVersionRows([version(1, 10, 2, 0), version(2, 10, 2, 0), version(3, 0, 0, 0)]);
    expect(rows.some((row) => row.isBest)).toBe(false);
  });

  it('never crowns a version whose emails exceed its impressions', () => {
    const rows = buildVersionRows([version(1, 10, 2, 0), version(2, 1, 3, 0)]);
    expect(rows.map((row) => row.isBest)).toEqual([true, false]);
  });

  it('marks nobody when no version has impressions and emails', () => {
    expect(buildVersionRows([version(1, 0, 0, 0), version(2, 5, 0, 0)]).some((row) => row.isBest)).toBe(false);
  });
});

describe('buildAffiliateRows', () => {
  it('ranks affiliates by email conversion and marks the leader', () => {
    const rows = buildAffiliateRows([
      { affiliateId: 'low', funnel: funnel(100, 5, 2) },
      { affiliateId: 'high', funnel: funnel(10, 4, 3) },
      { affiliateId: 'none', funnel: funnel(0, 0, 0) },
    ]);
    expect(rows.map((row) => [row.affiliateId, row.emailRate, row.thankYouRate, row.isBest])).toEqual([
      ['high', 40, 30, true],
      ['low', 5, 2, false],
      ['none', 0, 0, false],
    ]);
  });
});

describe('buildOfferPositionRows', () => {
  it('gives the accept rate out of every answer at that position', () => {
    const [row] = buildOfferPositionRows([
      { offerId: 'medicare', name: 'Medicare', position: 2, accepted: 1, declined: 2 },
    ]);
    expect(row).toMatchObject({ shown: 3, acceptRate: 33.3 });
  });
});
