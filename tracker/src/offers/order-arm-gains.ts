import type { EntryFactTemplate, ExperimentGain, OrderArm } from '../counting/records.ts';
import type { Store } from '../store/port.ts';
import type { OfferOrderSource } from './cms-offer-order.ts';

// Which order arm an entry's visitor is in, and what each of its accepted offers adds to that arm's figures
// (counting/order-arm-increments.ts). Kept, like a landing experiment's per-assignment totals
// (experiments/experiment-gains.ts), in the rate-limit windows for 90 days: the arm given to the entry (one
// number: its flow and arm), which offers it accepted, whether it accepted any, and its revenue so far, so each
// acceptance knows the visitor's revenue before and after it. An acceptance counts in the arm only while its
// flow is still "by earnings" (since the same start).

const windowMs = 90 * 24 * 60 * 60 * 1000;
const flows = ['sequential', 'list'] as const;
const arms = ['fixed', 'earnings'] as const;

const codeOf = (flow: string, arm: OrderArm['arm']) => flows.indexOf(flow as never) * 2 + arms.indexOf(arm) + 1;

function armOfCode(code: number): { flow: (typeof flows)[number]; arm: OrderArm['arm'] } | null {
  const flow = flows[Math.floor((code - 1) / 2)];
  const arm = arms[(code - 1) % 2];
  return Number.isInteger(code) && code >= 1 && flow && arm ? { flow, arm } : null;
}

export type OrderArmRecorder = (entryId: number, arm: { flow: string; arm: OrderArm['arm'] }) => Promise<void>;

export function createOrderArms({ store, settings }: { store: Store; settings: OfferOrderSource }) {
  const hits = (counter: string, key: string, count: number) =>
    store.addRateLimitHits({ counter, key, hits: count, windowMs });

  /** Keeps the entry's first arm (a reload that asks again keeps it). */
  const recordArm: OrderArmRecorder = async (entryId, { flow, arm }) => {
    const { total } = await hits('offer-order-arm', String(entryId), 0);
    if (total === 0) await hits('offer-order-arm', String(entryId), codeOf(flow, arm));
  };

  async function armOf(entryId: number): Promise<OrderArm | null> {
    const kept = armOfCode((await hits('offer-order-arm', String(entryId), 0)).total);
    if (!kept) return null;
    const setting = (await settings())[kept.flow];
    return setting.mode === 'earnings' ? { ...kept, since: setting.since } : null;
  }

  async function withGain(entryId: number, template: EntryFactTemplate): Promise<EntryFactTemplate> {
    if (template.type !== 'offer_accepted') return template;
    const orderArm = await armOf(entryId);
    if (!orderArm) return template;
    const visitor = `${entryId}:${orderArm.since}`;
    const newOffer = (await hits('offer-order-offer', `${visitor}:${template.offerId ?? ''}`, 1)).total === 1;
    if (!newOffer) return template;
    const firstOffer = (await hits('offer-order-accepter', visitor, 1)).total === 1;
    const cents = template.earnings?.revenueCents ?? 0;
    let revenue = { beforeCents: 0, afterCents: 0 };
    if (cents > 0) {
      const { total } = await hits('offer-order-revenue', visitor, cents);
      revenue = { beforeCents: total - cents, afterCents: total };
    }
    const orderGain: ExperimentGain = { newOffer, firstOffer, ...revenue };
    return { ...template, orderArm, orderGain };
  }

  const gained = (entryId: number, templates: readonly EntryFactTemplate[]) =>
    templates.some((template) => template.type === 'offer_accepted')
      ? Promise.all(templates.map((template) => withGain(entryId, template)))
      : Promise.resolve([...templates]);

  /** The store whose accepted offers carry their visitor's order arm and what they add to it. */
  const withOrderArmGains = (inner: Store): Store => ({
    ...inner,
    updateEntry: async (input) => inner.updateEntry({ ...input, facts: await gained(input.id, input.facts) }),
    updateEntryWithGuideEmail: async (input) =>
      inner.updateEntryWithGuideEmail({ ...input, facts: await gained(input.id, input.facts) }),
  });

  return { recordArm, withOrderArmGains };
}
