import { describe, expect, it } from 'vitest';
import { countTicks, dayX, labelledDays, nearestDay } from './trend-scale.ts';

describe('countTicks', () => {
  it('starts at 0 and reaches at least the largest count in round whole steps', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(10)).toEqual([0, 5, 10]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('never uses a fractional step', () => {
    for (const max of [2, 3, 9, 11, 99, 250])
      for (const tick of countTicks(max)) expect(Number.isInteger(tick)).toBe(true);
  });
});

describe('dayX and nearestDay', () => {
  it('spreads the days edge to edge, and puts a single day in the middle', () => {
    expect([0, 1, 2].map((index) => dayX(index, 3, 100))).toEqual([0, 50, 100]);
    expect(dayX(0, 1, 100)).toBe(50);
  });

  it('finds the day under the pointer, clamped to the range', () => {
    expect(nearestDay(24, 3, 100)).toBe(0);
    expect(nearestDay(26, 3, 100)).toBe(1);
    expect(nearestDay(-5, 3, 100)).toBe(0);
    expect(nearestDay(140, 3, 100)).toBe(2);
    expect(nearestDay(70, 1, 100)).toBe(0);
  });
});

describe('labelledDays', () => {
  it('labels every day when they fit', () => {
    expect(labelledDays(7, 700, 80)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(1, 300, 80)).toEqual([0]);
    expect(labelledDays(0, 300, 80)).toEqual([]);
  });

  it('keeps the first and the last day and never puts two labels closer than the gap', () => {
    for (const [count, width] of [
      [31, 300],
      [90, 1000],
      [8, 260],
      [366, 320],
    ] as const) {
      const indices = labelledDays(count, width, 80);
      expect(indices[0]).toBe(0);
      expect(indices.at(-1)).toBe(count - 1);
      for (let at = 1; at < indices.length; at += 1) {
        expect(dayX(indices[at] ?? 0, count, width) - dayX(indices[at - 1] ?? 0, count, width)).toBeGreaterThanOrEqual(
          80,
        );
      }
    }
  });
});
