import { describe, expect, it } from 'vitest';
import { maxDeliveryAttempts, nextRetryAt } from './backoff.ts';

describe('nextRetryAt', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 32 * 60 * 1000],
    [8, 60 * 60 * 1000],
    [9, 60 * 60 * 1000],
  ])('waits longer after each failure (%i failed → %i ms)', (attemptsMade, delay) => {
    expect(nextRetryAt({ attemptsMade, now: 1000 })).toBe(1000 + delay);
  });

  it('gives up after the last attempt', () => {
    expect(nextRetryAt({ attemptsMade: maxDeliveryAttempts, now: 0 })).toBeNull();
  });
});
