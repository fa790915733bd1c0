import { BAR_PERCENTAGE_CAP, PERCENTAGE_DECIMALS } from './constants.ts';

// Dashboard percentages (spec sections 2 and 9): one decimal, bars capped at 100%.

const factor = 10 ** PERCENTAGE_DECIMALS;

/** `part` as a percentage of `whole`, rounded to one decimal; 0 when `whole` is 0, so no NaN or Infinity. */
export function toPercentage({ part, whole }: { part: number; whole: number }): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 100 * factor) / factor;
}

/**
 * The width of a funnel bar: the percentage capped at 100, because emails can exceed impressions while
 * impression tracking is recent.
 */
export function toBarPercentage({ part, whole }: { part: number; whole: number }): number {
  return Math.min(toPercentage({ part, whole }), BAR_PERCENTAGE_CAP);
}

/** The percentage as the dashboard prints it: '12.5%', '0.0%'. */
export function formatPercentage(value: number): string {
  return `${value.toFixed(PERCENTAGE_DECIMALS)}%`;
}
