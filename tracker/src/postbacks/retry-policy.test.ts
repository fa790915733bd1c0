import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, isRetryable, nextPostbackAttemptAt } from './retry-policy.ts';

describe('nextPostbackAttemptAt', () => {
  it.each([
    [1, 5000],
    [2, 10_000],
    [3, 20_000],
    [4, 30_000],
    [50, 30_000],
  ])('waits longer after each failed attempt, at most 30 s (%i → %i ms)', (attemptsMade, delay) => {
    expect(nextPostbackAttemptAt({ attemptsMade, now: 1000, policy: defaultRetryPolicy })).toBe(1000 + delay);
  });

  it('gives up after the last attempt', () => {
    expect(
      nextPostbackAttemptAt({ attemptsMade: defaultRetryPolicy.maxAttempts, now: 0, policy: defaultRetryPolicy }),
    ).toBeNull();
  });
});

describe('isRetryable', () => {
  it.each([
    [null, true],
    [500, true],
    [503, true],
    [429, true],
    [408, true],
    [404, false],
    [400, false],
    [301, false],
  ])('status %s retryable: %s', (status, retryable) => {
    expect(isRetryable(status)).toBe(retryable);
  });
});
