import { describe, expect, it } from 'vitest';
import { formatDollars, formatRoi, moneyFigures } from './money.ts';

describe('money figures', () => {
  it('derives profit, ROI, EPC and revenue per signup from cents and counts', () => {
    expect(moneyFigures({ revenueCents: 4000, payoutCents: 1000, impressions: 3, signups: 2 })).toEqual({
      revenueCents: 4000,
      payoutCents: 1000,
      profitCents: 3000,
      roi: 3,
      epcCents: 4000 / 3,
      revenuePerSignupCents: 2000,
    });
  });

  it('gives null, never 0 or Infinity, for a ratio without a divisor', () => {
    expect(moneyFigures({ revenueCents: 500, payoutCents: 0, impressions: 0, signups: 0 })).toMatchObject({
      profitCents: 500,
      roi: null,
      epcCents: null,
      revenuePerSignupCents: null,
    });
  });

  it('prints dollars and ROI for the dashboard', () => {
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(-300)).toBe('-$3.00');
    expect(formatDollars(4000 / 3, { precise: true })).toBe('$13.3333');
    expect(formatDollars(null)).toBe('—');
    expect(formatRoi(0.25)).toBe('25.0%');
    expect(formatRoi(null)).toBe('—');
  });
});
