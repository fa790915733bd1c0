import { describe, expect, it } from 'vitest';
import { aFact } from '../../test/support/facts.ts';
import { heldConversionOf } from './conversion-decision.ts';
import { counterIncrementsFor, mergeIncrements, type CounterIncrement } from './counter-increments.ts';
import { dimensionFactsOf } from './dimension-counts.ts';
import type { Fact } from './facts.ts';

const hold = { score: 70, reasons: ['no_landing' as const, 'placement_burst' as const] };
const experiment = { id: 'exp-1', version: 1, since: Date.parse('2026-05-01T00:00:00Z') };

/** Non-zero cells after adding every increment up, as "affiliate|version|metric|detail" → count. */
function net(...lists: CounterIncrement[][]): Record<string, number> {
  const cells = mergeIncrements(lists.flat()).filter((cell) => cell.count !== 0);
  return Object.fromEntries(
    cells.map((cell) => [`${cell.affiliate}|${cell.version}|${cell.metric}|${cell.detail}`, cell.count]),
  );
}

describe('a held conversion', () => {
  const signup: Fact = aFact({ type: 'signup', entryId: 7, experiment, hold });
  const earnings = { revenueCents: 1500, payoutCents: 200 };
  const accepted: Fact = aFact({
    type: 'offer_accepted',
    entryId: 7,
    offerId: 'medicare',
    position: 2,
    hold,
    earnings,
  });

  it('counts only under held_email / held_offer_accepted: no paid counter, no experiment, no dimension stage', () => {
    expect(Object.keys(net(counterIncrementsFor(signup)))).toEqual([
      'aff-1|1|held_email|',
      'aff-1|0|held_email|',
      '|1|held_email|',
      '|0|held_email|',
    ]);
    expect(Object.keys(net(counterIncrementsFor(accepted)))).toEqual([
      'aff-1|1|held_offer_accepted|medicare',
      'aff-1|0|held_offer_accepted|medicare',
      '|1|held_offer_accepted|medicare',
      '|0|held_offer_accepted|medicare',
    ]);
    expect(dimensionFactsOf(signup)).toEqual([]);
    expect(dimensionFactsOf(accepted)).toEqual([]);
  });

  it('is approved into exactly what the fact would have counted unheld, at its own time', () => {
    for (const fact of [signup, accepted]) {
      const record = heldConversionOf(fact);
      expect(record).not.toBeNull();
      const unheld: Fact = { ...fact, hold: null };
      expect(net(counterIncrementsFor(fact), record?.onApprove.increments ?? [])).toEqual(
        net(counterIncrementsFor(unheld)),
      );
      expect(record?.onApprove.dimensionFacts).toEqual(dimensionFactsOf(unheld));
    }
    // The accepted offer's approval adds its stage and its revenue and payout, in cents, to the dimension reports.
    expect(heldConversionOf(accepted)?.onApprove.dimensionFacts.map(({ stage, count }) => [stage, count])).toEqual([
      [3, 1],
      [6, 1500],
      [7, 200],
    ]);
  });

  it('is rejected into rejected_email / rejected_offer_accepted and nothing paid', () => {
    const record = heldConversionOf(accepted);
    expect(net(counterIncrementsFor(accepted), record?.onReject.increments ?? [])).toEqual({
      'aff-1|1|rejected_offer_accepted|medicare': 1,
      'aff-1|0|rejected_offer_accepted|medicare': 1,
      '|1|rejected_offer_accepted|medicare': 1,
      '|0|rejected_offer_accepted|medicare': 1,
    });
    expect(record?.onReject.dimensionFacts).toEqual([]);
  });

  it('is keyed like its postback and keeps why it was held', () => {
    expect(heldConversionOf(signup)).toMatchObject({
      id: '7:email_submitted',
      kind: 'signup',
      offerId: null,
      score: 70,
      reasons: hold.reasons,
    });
    expect(heldConversionOf(accepted)).toMatchObject({
      id: '7:offer_accepted:medicare',
      kind: 'offer',
      offerId: 'medicare',
    });
  });

  it('holds nothing for a fact without a hold, a bot, or a stage that is no conversion', () => {
    expect(heldConversionOf(aFact({ type: 'signup', entryId: 7 }))).toBeNull();
    expect(heldConversionOf(aFact({ type: 'signup', entryId: 7, hold, isBot: true }))).toBeNull();
    expect(heldConversionOf(aFact({ type: 'flow_complete', entryId: 7, hold }))).toBeNull();
  });
});
