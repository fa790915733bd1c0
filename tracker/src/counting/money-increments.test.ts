import { describe, expect, it } from 'vitest';
import { aFact } from '../../test/support/facts.ts';
import { heldConversionOf } from './conversion-decision.ts';
import { counterIncrementsFor, mergeIncrements, type CounterIncrement } from './counter-increments.ts';
import { metrics } from './metrics.ts';

const earnings = { revenueCents: 1250, payoutCents: 200 };
const hold = { score: 70, reasons: ['no_landing' as const] };

/** The all-affiliates, all-versions money cells: "metric|detail" → cents. */
function money(increments: CounterIncrement[]): Record<string, number> {
  const cells = mergeIncrements(increments).filter(
    (cell) =>
      cell.affiliate === '' &&
      cell.version === 0 &&
      (cell.metric === metrics.revenue || cell.metric === metrics.payout) &&
      cell.count !== 0,
  );
  return Object.fromEntries(cells.map((cell) => [`${cell.metric}|${cell.detail}`, cell.count]));
}

describe('money in the counters', () => {
  it('adds an accepted offer’s revenue and payout in cents under its offer, in every roll-up', () => {
    const accepted = aFact({ type: 'offer_accepted', entryId: 7, offerId: 'medicare', earnings });
    const increments = counterIncrementsFor(accepted);
    expect(money(increments)).toEqual({ 'revenue|0:medicare': 1250, 'payout|0:medicare': 200 });
    const revenueCells = increments.filter((cell) => cell.metric === metrics.revenue);
    expect(revenueCells.map((cell) => [cell.affiliate, cell.version])).toEqual([
      ['aff-1', 1],
      ['aff-1', 0],
      ['', 1],
      ['', 0],
    ]);
  });

  it('adds a signup’s payout under no offer, and nothing of an amount of zero', () => {
    const signup = aFact({ type: 'signup', entryId: 7, earnings: { revenueCents: 0, payoutCents: 125 } });
    expect(money(counterIncrementsFor(signup))).toEqual({ 'payout|': 125 });
  });

  it('counts no money for a bot, for other stages, or while a conversion is held', () => {
    for (const fact of [
      aFact({ type: 'offer_accepted', entryId: 7, offerId: 'medicare', earnings, isBot: true }),
      aFact({ type: 'flow_complete', entryId: 7, earnings }),
      aFact({ type: 'offer_accepted', entryId: 7, offerId: 'medicare', earnings, hold }),
    ])
      expect(money(counterIncrementsFor(fact))).toEqual({});
  });

  it('adds a held conversion’s money when it is approved, and never when it is rejected', () => {
    const held = heldConversionOf(aFact({ type: 'offer_accepted', entryId: 7, offerId: 'medicare', earnings, hold }));
    expect(money(held?.onApprove.increments ?? [])).toEqual({ 'revenue|0:medicare': 1250, 'payout|0:medicare': 200 });
    expect(money(held?.onReject.increments ?? [])).toEqual({});
  });
});
