import { rankAllOffers } from '@seniorguide/funnel';
import { describe, expect, it } from 'vitest';
import { buildVersionRows } from './conversion-rows.ts';
import { buildDailyRows } from './daily-rows.ts';
import { buildDailyCsv, buildOfferSummaryCsv, buildVersionCsv } from './report-csv.ts';

const filters = { startDate: '2025-03-08', endDate: '2025-03-10', affiliateId: null };

function lines(text: string): string[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trimEnd().split('\r\n');
}

describe('buildDailyCsv', () => {
  it('writes every day of the range, then the total, with the zone in the date column and the file name', () => {
    const daily = Array.from({ length: 400 }, (_, index) => ({
      date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
      page_visits: 2,
      total_emails: 1,
      personal_info_complete: 1,
      offer_selections: 0,
      ebook_downloads: 1,
      money: {
        revenueCents: 1250,
        payoutCents: 125,
        profitCents: 1125,
        roi: 9,
        epcCents: 625,
        revenuePerSignupCents: 1250,
      },
    }));
    const file = buildDailyCsv({ ...buildDailyRows(daily), filters });
    const rows = lines(file.text);
    expect(file.filename).toBe('daily-performance_2025-03-08_to_2025-03-10_America-New_York.csv');
    expect(rows).toHaveLength(1 + 400 + 1);
    expect(rows[0]).toBe(
      'Date (America/New_York),Impressions,Submitted Email,Continued to Offers,Continued to Offers (% of emails),Accepted Offers,Accepted Offer events (% of emails),Ebooks Downloaded,Ebooks Downloaded (% of emails),Revenue (USD),Payout (USD),Profit (USD)',
    );
    expect(rows[1]).toBe('2024-01-01,2,1,1,100.0,0,0.0,1,100.0,12.50,1.25,11.25');
    expect(rows.at(-1)).toBe('Total,800,400,400,100.0,0,0.0,400,100.0,5000.00,500.00,4500.00');
  });
});

describe('buildOfferSummaryCsv', () => {
  it('lists every offer with the period, the zone and the affiliate on each row', () => {
    const offerSelections = Array.from({ length: 7 }, (_, index) => ({
      offerId: `o${index}`,
      name: `Offer, "${index}"`,
      count: 7 - index,
    }));
    const offers = rankAllOffers({
      totalImpressions: 30,
      totalEmails: 10,
      flowComplete: 0,
      downloadComplete: 0,
      offerSelections,
    });
    const file = buildOfferSummaryCsv({ offers, filters: { ...filters, affiliateId: 'aff/1 x' } });
    const rows = lines(file.text);
    expect(file.filename).toBe('offer-summary_2025-03-08_to_2025-03-10_America-New_York_affiliate-aff-1-x.csv');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toBe('Rank,Offer,Offer id,Accepted,Conversion (% of impressions),From,To,Time zone,Affiliate');
    expect(rows[1]).toBe('1,"Offer, ""0""",o0,7,23.3,2025-03-08,2025-03-10,America/New_York,aff/1 x');
  });
});

describe('buildVersionCsv', () => {
  it('writes one row per landing version with both conversions and its money', () => {
    const versions = buildVersionRows([
      {
        version: 1,
        impressions: 8,
        emails: 2,
        continuedToOffers: 2,
        offersAccepted: 3,
        reachedThankYou: 1,
        downloads: 1,
        money: {
          revenueCents: 2500,
          payoutCents: 1000,
          profitCents: 1500,
          roi: 1.5,
          epcCents: 312.5,
          revenuePerSignupCents: 1250,
        },
      },
      {
        version: 2,
        impressions: 0,
        emails: 0,
        continuedToOffers: 0,
        offersAccepted: 0,
        reachedThankYou: 0,
        downloads: 0,
      },
    ]);
    const rows = lines(buildVersionCsv({ versions, filters }).text);
    expect(rows.slice(1)).toEqual([
      'v1,8,2,25.0,2,3,1,12.5,1,25.00,10.00,15.00,150.0,3.1250,2025-03-08,2025-03-10,America/New_York,All affiliates',
      'v2,0,0,0.0,0,0,0,0.0,0,,,,,,2025-03-08,2025-03-10,America/New_York,All affiliates',
    ]);
  });
});
