import { describe, expect, it } from 'vitest';
import {
  checkExperimentDates,
  checkExperimentVariants,
  checkExperimentWinner,
  hasSplitChanged,
} from './experiment-config.ts';

describe('checkExperimentVariants', () => {
  it.each([
    [
      [
        { version: 1, weight: 50 },
        { version: 2, weight: 50 },
      ],
      [],
    ],
    [
      [
        { version: 1, weight: 50 },
        { version: 2, weight: 30 },
        { version: 3, weight: 20 },
      ],
      [],
    ],
    [[{ version: 1, weight: 100 }], ['An experiment needs at least two variants.']],
    [
      [
        { version: 1, weight: 50 },
        { version: 2, weight: 0 },
      ],
      ['Every weight must be more than 0.'],
    ],
    [
      [
        { version: 1, weight: -1 },
        { version: 2, weight: 5 },
      ],
      ['Every weight must be more than 0.'],
    ],
    [
      [
        { version: 2, weight: 50 },
        { version: 2, weight: 50 },
      ],
      ['Each landing version can take part only once.'],
    ],
  ])('finds in %o the problems %o', (variants, problems) => {
    expect(checkExperimentVariants(variants)).toEqual(problems);
  });
});

describe('checkExperimentWinner', () => {
  const variants = [
    { version: 1, weight: 1 },
    { version: 3, weight: 1 },
  ];
  it.each([
    ['running', null, []],
    ['paused', undefined, []],
    ['finished', 3, []],
    ['finished', null, ['A finished experiment needs a winner.']],
    ['finished', 2, ['The winner must be one of the variants.']],
  ] as const)('with status %s and winner %s finds %o', (status, winner, problems) => {
    expect(checkExperimentWinner({ status, winner, variants })).toEqual(problems);
  });
});

describe('checkExperimentDates', () => {
  it.each([
    ['2026-11-01T00:00:00Z', null, []],
    ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', []],
    ['2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z', ['The end must be after the start.']],
    ['2026-11-01T00:00:00Z', '2026-10-01T00:00:00Z', ['The end must be after the start.']],
  ])('from %s to %s finds %o', (startsAt, endsAt, problems) => {
    expect(checkExperimentDates({ startsAt, endsAt })).toEqual(problems);
  });
});

describe('hasSplitChanged', () => {
  const split = [
    { version: 1, weight: 50 },
    { version: 2, weight: 50 },
  ];
  it.each([
    ['the same split', split, false],
    [
      'the same split in another order',
      [
        { version: 2, weight: 50 },
        { version: 1, weight: 50 },
      ],
      false,
    ],
    [
      'the same shares in other units',
      [
        { version: 1, weight: 1 },
        { version: 2, weight: 1 },
      ],
      false,
    ],
    [
      'new weights',
      [
        { version: 1, weight: 70 },
        { version: 2, weight: 30 },
      ],
      true,
    ],
    [
      'another variant',
      [
        { version: 1, weight: 50 },
        { version: 3, weight: 50 },
      ],
      true,
    ],
    ['an added variant', [...split, { version: 3, weight: 50 }], true],
  ])('says whether %s restarts the results: %s', (_, next, changed) => {
    expect(hasSplitChanged({ previous: split, next })).toBe(changed);
  });
});
