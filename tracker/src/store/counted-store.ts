import { capsWith, type CounterValueCaps } from '../counting/counter-value-caps.ts';
import { entryFactWrites, factWritesOf, unassignedEntryId } from '../counting/fact-writes.ts';
import type { Store, StoreAdapter } from './port.ts';

// The Store the services use, over either adapter: every fact is counted here, once, by the counting rules
// (counting/fact-writes.ts), and the adapter is handed the result to persist. An update's facts take their
// attribution from the entry as stored; what they take never changes after the entry is created.

export type CountingOptions = {
  /** Distinct affiliates and experiments per UTC day with counters of their own (counting/counter-value-caps.ts); tests lower them. */
  counterValueCaps?: Partial<CounterValueCaps> | undefined;
};

export function withCounting(adapter: StoreAdapter, { counterValueCaps }: CountingOptions = {}): Store {
  const caps = capsWith(counterValueCaps);
  /** An update's fact writes, from the entry as stored; null when the facts have no entry to go with. */
  const updateWrites = async (id: number, facts: Parameters<Store['updateEntry']>[0]['facts']) => {
    const entry = facts.length === 0 ? null : await adapter.getEntry(id);
    if (facts.length > 0 && !entry) return null;
    return entry ? entryFactWrites(entry, facts, caps) : [];
  };
  return {
    ...adapter,
    createEntry: ({ entry, facts, postbacks, consent }) =>
      adapter.createEntry({
        entry,
        facts,
        writes: entryFactWrites({ ...entry, id: unassignedEntryId }, facts, caps),
        ...(postbacks ? { postbacks } : {}),
        ...(consent ? { consent } : {}),
      }),
    updateEntry: async ({ id, patch, facts, postbacks }) => {
      const writes = await updateWrites(id, facts);
      return writes && adapter.updateEntry({ id, patch, facts, writes, ...(postbacks ? { postbacks } : {}) });
    },
    updateEntryWithGuideEmail: async ({ id, patch, facts, postbacks, guideEmail }) => {
      const writes = await updateWrites(id, facts);
      return (
        writes &&
        adapter.updateEntryWithGuideEmail({ id, patch, facts, writes, guideEmail, ...(postbacks ? { postbacks } : {}) })
      );
    },
    recordFacts: (facts) => adapter.recordFacts(factWritesOf(facts, caps)),
  };
}
