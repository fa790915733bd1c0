import { describe, expect, it } from 'vitest';
import {
  pickVariantByWeight,
  resolveServedVersion,
  selectRouteExperiment,
  type ServedExperiment,
} from './assignment.ts';
import { createSeededRandom } from './random.ts';

const split = [
  { version: 1, weight: 50 },
  { version: 2, weight: 30 },
  { version: 3, weight: 20 },
];

describe('pickVariantByWeight', () => {
  it.each([
    [0, 1],
    [0.4999, 1],
    [0.5, 2],
    [0.7999, 2],
    [0.8, 3],
    [0.99999, 3],
    [1, 3],
    [-1, 1],
  ])('draws %d as version %d of a 50/30/20 split', (draw, version) => {
    expect(pickVariantByWeight({ variants: split, random: () => draw })).toBe(version);
  });

  it('follows the weights over many draws', () => {
    const random = createSeededRandom(11);
    const counts = new Map<number, number>();
    for (let draw = 0; draw < 100_000; draw += 1) {
      const version = pickVariantByWeight({ variants: split, random });
      counts.set(version, (counts.get(version) ?? 0) + 1);
    }
    // Standard deviations are about 158, 145 and 126 visitors; 5 of them is far outside chance.
    expect(Math.abs((counts.get(1) ?? 0) - 50_000)).toBeLessThan(800);
    expect(Math.abs((counts.get(2) ?? 0) - 30_000)).toBeLessThan(750);
    expect(Math.abs((counts.get(3) ?? 0) - 20_000)).toBeLessThan(650);
  });
});

describe('resolveServedVersion', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const running: ServedExperiment = {
    status: 'running',
    variants: [
      { version: 2, weight: 1 },
      { version: 3, weight: 1 },
    ],
    startsAt: '2026-11-01T00:00:00Z',
  };
  const drawsLast = () => 0.99;

  it.each<[string, ServedExperiment | null, number | null, { version: number; isInExperiment: boolean }]>([
    ['no experiment', null, 3, { version: 1, isInExperiment: false }],
    ['a running experiment, new visitor', running, null, { version: 3, isInExperiment: true }],
    ['a running experiment, kept version', running, 2, { version: 2, isInExperiment: true }],
    ['a running experiment, kept version no longer in it', running, 1, { version: 3, isInExperiment: true }],
    [
      'a paused experiment without version 1',
      { ...running, status: 'paused' },
      3,
      { version: 2, isInExperiment: false },
    ],
    [
      'a paused experiment with version 1',
      {
        ...running,
        status: 'paused',
        variants: [
          { version: 3, weight: 1 },
          { version: 1, weight: 1 },
        ],
      },
      3,
      { version: 1, isInExperiment: false },
    ],
    ['a finished experiment', { ...running, status: 'finished', winner: 3 }, 2, { version: 3, isInExperiment: false }],
    [
      'an experiment not started yet',
      { ...running, startsAt: '2026-12-01T00:00:00Z' },
      3,
      { version: 2, isInExperiment: false },
    ],
    [
      'an experiment past its end',
      { ...running, endsAt: '2026-11-20T00:00:00Z' },
      3,
      { version: 2, isInExperiment: false },
    ],
  ])('serves, with %s, %o', (_, experiment, keptVersion, served) => {
    expect(resolveServedVersion({ experiment, keptVersion, now, random: drawsLast })).toEqual(served);
  });
});

describe('selectRouteExperiment', () => {
  const base = {
    variants: [
      { version: 1, weight: 1 },
      { version: 2, weight: 1 },
    ],
    startsAt: '2026-11-01T00:00:00Z',
    route: '/',
  };
  const finishedOld = { ...base, id: 'a', status: 'finished' as const, winner: 2, updatedAt: '2026-11-02T00:00:00Z' };
  const pausedNew = { ...base, id: 'b', status: 'paused' as const, updatedAt: '2026-11-03T00:00:00Z' };
  const running = { ...base, id: 'c', status: 'running' as const, updatedAt: '2026-11-01T00:00:00Z' };
  const elsewhere = { ...running, id: 'd', route: '/elsewhere' };

  it.each([
    ['the running one', [finishedOld, running, pausedNew], 'c'],
    ['the latest one otherwise', [finishedOld, pausedNew], 'b'],
    ['none on another route', [elsewhere], null],
    ['none without experiments', [], null],
  ])('picks %s', (_, experiments, id) => {
    expect(selectRouteExperiment({ experiments, route: '/' })?.id ?? null).toBe(id);
  });
});
