import { FOLLOW_UP_RANDOM_MAX, FOLLOW_UP_RANDOM_MIN } from './constants.ts';

/**
 * The random number of the thank-you page's follow-up call: a whole number from 3 to 10, both included.
 * `random` returns a number in [0, 1) like Math.random; tests pass their own.
 */
export function pickFollowUpNumber(random: () => number = Math.random): number {
  const span = FOLLOW_UP_RANDOM_MAX - FOLLOW_UP_RANDOM_MIN + 1;
  const value = random();
  // Clamped so a faulty source (exactly 1, negative, NaN) still yields a number in range.
  const draw = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  return FOLLOW_UP_RANDOM_MIN + Math.floor(draw * span);
}
