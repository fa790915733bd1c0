import type { DailyAnalyticsRow } from '@seniorguide/contracts';
import { toPercentage } from '@seniorguide/funnel';

// The Daily Performance table: one row per Eastern day, the later stages as a
// percentage of that day's emails, the day's money in cents, and a total row over the whole range.

export type DailyRow = {
  /** yyyy-MM-dd, or null on the total row. */
  date: string | null;
  impressions: number;
  emails: number;
  continued: number;
  continuedRate: number;
  accepted: number;
  acceptedRate: number;
  downloads: number;
  downloadRate: number;
  revenueCents: number;
  payoutCents: number;
  profitCents: number;
};

function toDailyRow({
  date,
  impressions,
  emails,
  continued,
  accepted,
  downloads,
  revenueCents,
  payoutCents,
}: Omit<DailyRow, `${string}Rate` | 'profitCents'>): DailyRow {
  return {
    date,
    impressions,
    emails,
    continued,
    continuedRate: toPercentage({ part: continued, whole: emails }),
    accepted,
    acceptedRate: toPercentage({ part: accepted, whole: emails }),
    downloads,
    downloadRate: toPercentage({ part: downloads, whole: emails }),
    revenueCents,
    payoutCents,
    profitCents: revenueCents - payoutCents,
  };
}

export function buildDailyRows(rows: readonly DailyAnalyticsRow[]): { days: DailyRow[]; total: DailyRow } {
  const days = rows.map((row) =>
    toDailyRow({
      date: row.date,
      impressions: row.page_visits,
      emails: row.total_emails,
      continued: row.personal_info_complete,
      accepted: row.offer_selections,
      downloads: row.ebook_downloads,
      revenueCents: row.money?.revenueCents ?? 0,
      payoutCents: row.money?.payoutCents ?? 0,
    }),
  );
  const sum = (
    key: 'impressions' | 'emails' | 'continued' | 'accepted' | 'downloads' | 'revenueCents' | 'payoutCents',
  ) => days.reduce((total, day) => total + day[key], 0);
  const total = toDailyRow({
    date: null,
    impressions: sum('impressions'),
    emails: sum('emails'),
    continued: sum('continued'),
    accepted: sum('accepted'),
    downloads: sum('downloads'),
    revenueCents: sum('revenueCents'),
    payoutCents: sum('payoutCents'),
  });
  return { days, total };
}
