// The money figures of a report row, from what the counters hold (cents) and the row's own counts: the same rules
// for the tracker's answers, the dashboard and its CSV files. A ratio whose divisor is 0 is null ("—"), never 0
// or Infinity.

export type MoneyInput = { revenueCents: number; payoutCents: number; impressions: number; signups: number };

export type MoneyFigures = {
  revenueCents: number;
  payoutCents: number;
  profitCents: number;
  roi: number | null;
  epcCents: number | null;
  revenuePerSignupCents: number | null;
};

const per = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export function moneyFigures({ revenueCents, payoutCents, impressions, signups }: MoneyInput): MoneyFigures {
  const profitCents = revenueCents - payoutCents;
  return {
    revenueCents,
    payoutCents,
    profitCents,
    roi: per(profitCents, payoutCents),
    epcCents: per(revenueCents, impressions),
    revenuePerSignupCents: per(revenueCents, signups),
  };
}

/** Cents as the dashboard prints dollars: '$1,234.50', '-$3.00'; fractions of a cent to two more decimals. */
export function formatDollars(cents: number | null, { precise = false }: { precise?: boolean } = {}): string {
  if (cents === null || !Number.isFinite(cents)) return '—';
  const digits = precise ? 4 : 2;
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
  return `${cents < 0 ? '-' : ''}$${text}`;
}

/** ROI as the dashboard prints it: '25.0%', or '—' without a payout. */
export function formatRoi(roi: number | null): string {
  return roi === null || !Number.isFinite(roi) ? '—' : `${(roi * 100).toFixed(1)}%`;
}
