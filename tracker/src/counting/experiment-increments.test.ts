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

  it("counts an experiment visitor's accepted offers, first offer, first paying conversion and log revenue", () => {
    const detail = experimentDetailOf(experiment);
    const first = { newOffer: true, firstOffer: true, beforeCents: 0, afterCents: 1200 };
    expect(
      experimentRows(
        counterIncrementsFor(fact({ type: 'offer_accepted', offerId: 'medicare', experiment, experimentGain: first })),
      ),
    ).toEqual(
      [
        'experiment_accept',
        'experiment_accepter',
        'experiment_payer',
        'experiment_log_revenue',
        'experiment_log_revenue_square',
      ].flatMap((metric) => [
        ['aff-1', 2, metric, detail],
        ['', 2, metric, detail],
      ]),
    );
    const amounts = (gain: typeof first) =>
      Object.fromEntries(
        counterIncrementsFor(fact({ type: 'offer_accepted', offerId: 'x', experiment, experimentGain: gain }))
          .filter(({ affiliate, metric }) => affiliate === '' && metric.startsWith('experiment_'))
          .map(({ metric, count }) => [metric, count]),
      );
    expect(amounts(first)).toMatchObject({
      experiment_log_revenue: Math.round(Math.log(1200) * 1e6),
      experiment_log_revenue_square: Math.round(Math.log(1200) ** 2 * 1e6),
    });
    // A second offer of the same visitor: no new payer, the log sums move from ln 1200 to ln 1800.
    expect(amounts({ newOffer: true, firstOffer: false, beforeCents: 1200, afterCents: 1800 })).toEqual({
      experiment_accept: 1,
      experiment_log_revenue: Math.round((Math.log(1800) - Math.log(1200)) * 1e6),
      experiment_log_revenue_square: Math.round((Math.log(1800) ** 2 - Math.log(1200) ** 2) * 1e6),
    });
    // The same offer again, or an offer that earns nothing: no money, and nothing twice.
    expect(amounts({ newOffer: false, firstOffer: false, beforeCents: 1800, afterCents: 1800 })).toEqual({});
  });

  it('adds nothing of a gain while the conversion is held, for a bot, or outside an experiment', () => {
    const experimentGain = { newOffer: true, firstOffer: true, beforeCents: 0, afterCents: 500 };
    const accepted = { type: 'offer_accepted' as const, offerId: 'x', experimentGain };
    expect(
      experimentRows(counterIncrementsFor(fact({ ...accepted, experiment, hold: { score: 80, reasons: [] } }))),
    ).toEqual([]);
    expect(experimentRows(counterIncrementsFor(fact({ ...accepted, experiment, isBot: true })))).toEqual([]);
    expect(experimentRows(counterIncrementsFor(fact(accepted)))).toEqual([]);
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
