// Retry timing of a failed delivery: 30 s, 1 min, 2 min … capped at 1 h (about 3.5 h in all); after the last attempt the job fails for good.

export const maxDeliveryAttempts = 10;
const baseDelayMs = 30_000;
const maxDelayMs = 60 * 60 * 1000;

/** When to try again after `attemptsMade` failed attempts, or null to give up. */
export function nextRetryAt({ attemptsMade, now }: { attemptsMade: number; now: number }): number | null {
  if (attemptsMade >= maxDeliveryAttempts) return null;
  return now + Math.min(baseDelayMs * 2 ** (attemptsMade - 1), maxDelayMs);
}
