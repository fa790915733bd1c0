import { BAR_PERCENTAGE_CAP, PERCENTAGE_DECIMALS } from './constants.ts';

// Dashboard percentages: one decimal, bars capped at 100%.

const factor = 10 ** PERCENTAGE_DECIMALS;

/** `part` as a percentage of `whole`, rounded to one decimal; 0 when `whole` is 0, so no NaN or Infinity. */
export function toPercentage({ part, whole }: { part: number; whole: number }): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 100 * factor) / factor;
}

/**
 * A funnel bar: `part` as a share of `whole`, capped at 100 for display because emails can exceed
 * impressions while impression tracking is recent. Any count above the whole is capped, so with no
 * impressions at all every stage that counted something is a full bar; a count of 0 is an empty one.
 */
export function toBarShare({ part, whole }: { part: number; whole: number }): {
  percentage: number;
  isCapped: boolean;
} {
  if (Number.isFinite(part) && part > Math.max(whole, 0)) return { percentage: BAR_PERCENTAGE_CAP, isCapped: true };
  return { percentage: toPercentage({ part, whole }), isCapped: false };
}

/** The percentage as the dashboard prints it: '12.5%', '0.0%'. */
export function formatPercentage(value: number): string {
  return `${value.toFixed(PERCENTAGE_DECIMALS)}%`;
}
