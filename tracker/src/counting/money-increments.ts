import type { Fact } from './facts.ts';
import { metrics } from './metrics.ts';

// Money is counted like every other figure: into the same quarter-hour counter cells and roll-ups, the count
// being cents. A conversion adds what it earned (revenue) and what it costs (payout) when it is paid: never for
// a bot, never while held (conversion-hold.ts) — an approval adds it then, from the held record, at the amounts
// of the moment it happened — and never once rejected. The detail is `position:offerId` like the offer table's
// acceptances (position 0 outside the sequential flow), '' for a signup, so the offer table reads each row's money.

/** The money metrics of a counted fact and their amounts in cents (amounts of 0 add nothing). */
export function moneyOf(fact: Fact): { metric: string; detail: string; cents: number }[] {
  if (fact.isBot || fact.hold || !fact.earnings) return [];
  if (fact.type !== 'signup' && fact.type !== 'offer_accepted') return [];
  const detail = fact.type === 'offer_accepted' ? `${fact.position ?? 0}:${fact.offerId ?? ''}` : '';
  const { revenueCents, payoutCents } = fact.earnings;
  return [
    { metric: metrics.revenue, detail, cents: revenueCents },
    { metric: metrics.payout, detail, cents: payoutCents },
  ].filter(({ cents }) => cents > 0);
}
