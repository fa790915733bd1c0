import { describe, expect, it } from 'vitest';
import { randomBytesFromPool } from './random-bytes.ts';

describe('random bytes from the pool', () => {
  it('never hands out the same bytes twice, across refills, and each result is its own copy', () => {
    const seen = new Set<string>();
    const drawn: Buffer[] = [];
    // 3,000 draws of 12 bytes pass through the 4 KB pool about nine times.
    for (let draw = 0; draw < 3000; draw++) {
      const bytes = randomBytesFromPool(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString('hex'));
      drawn.push(bytes);
    }
    expect(seen.size).toBe(3000);
    const first = drawn[0]!.toString('hex');
    randomBytesFromPool(4096);
    expect(drawn[0]!.toString('hex')).toBe(first);
  });

  it('refuses more than the pool holds', () => {
    expect(() => randomBytesFromPool(4097)).toThrow(RangeError);
  });
});
