// When a postback is tried again. Traffic sources want conversions soon, so the wait doubles from 5 s but is
// capped at 30 s: a receiver that comes back after an outage of any length gets its queue within a minute
// (the target), with room for the poll and the send. After 240 attempts (about two hours) the postback fails
// for good; the panel's replay sends it again.

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number; maxAttempts: number };

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 5000, maxDelayMs: 30_000, maxAttempts: 240 };

/** When to try again after `attemptsMade` attempts, or null to give up. */
export function nextPostbackAttemptAt({
  attemptsMade,
  now,
  policy,
}: {
  attemptsMade: number;
  now: number;
  policy: RetryPolicy;
}): number | null {
  if (attemptsMade >= policy.maxAttempts) return null;
  return now + Math.min(policy.baseDelayMs * 2 ** Math.min(attemptsMade - 1, 30), policy.maxDelayMs);
}

/** Worth another try: no answer (network error, timeout), a server error, or "slow down / try later". */
export function isRetryable(status: number | null): boolean {
  return status === null || status >= 500 || status === 408 || status === 425 || status === 429;
}
