import { describe, expect, it } from 'vitest';
import { counterIncrementsFor } from './counter-increments.ts';
import { experimentDetailOf, parseExperimentDetail } from './experiment-increments.ts';
import { aFact } from '../../test/support/facts.ts';
import type { Fact } from './facts.ts';

const at = Date.parse('2026-06-11T15:07:00Z');
const experiment = { id: 'exp-1', version: 2, since: Date.parse('2026-06-10T12:00:00Z') };
const fact = (change: Partial<Fact>): Fact => aFact({ type: 'visit', at, version: 2, page: '/', ...change });

const experimentRows = (increments: ReturnType<typeof counterIncrementsFor>) =>
  increments
    .filter(({ metric }) => metric.startsWith('experiment_'))
    .map(({ affiliate, version, metric, detail }) => [affiliate, version, metric, detail]);

describe('experiment counters', () => {
  it('counts a visit and a signup in the experiment per variant, for the affiliate and all affiliates', () => {
    const detail = experimentDetailOf(experiment);
    expect(experimentRows(counterIncrementsFor(fact({ experiment })))).toEqual([
      ['aff-1', 2, 'experiment_visit', detail],
      ['', 2, 'experiment_visit', detail],
    ]);
    expect(experimentRows(counterIncrementsFor(fact({ type: 'signup', affiliateId: null, experiment })))).toEqual([
      ['direct', 2, 'experiment_signup', detail],
      ['', 2, 'experiment_signup', detail],
    ]);
  });

  it('counts nothing in the experiment for a bot, another stage, or a fact without one', () => {
    expect(experimentRows(counterIncrementsFor(fact({ experiment, isBot: true })))).toEqual([]);
    expect(experimentRows(counterIncrementsFor(fact({ type: 'continued', experiment })))).toEqual([]);
    expect(experimentRows(counterIncrementsFor(fact({})))).toEqual([]);
  });

  it.each([
    ['exp-1@1781092800000', { id: 'exp-1', since: 1781092800000 }],
    ['', null],
    ['@12', null],
    ['exp-1@soon', null],
  ])('reads the detail %j back as %j', (detail, expected) => {
    expect(parseExperimentDetail(detail)).toEqual(expected);
  });
});
