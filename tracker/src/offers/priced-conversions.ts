import type { EntryFactTemplate } from '../counting/entry-facts.ts';
import { earningsOf, type PriceBook } from '../counting/prices.ts';
import type { Store } from '../store/port.ts';
import type { PriceBookSource } from './cms-prices.ts';

// Every signup and offer acceptance on its way to the store gets what it earns and costs at the prices in force
// at its own time (counting/prices.ts), like the conversion review gives it its hold: the service knows nothing
// of it, and the counting adds the money with the conversion, held or not (a held one's money waits in its held
// record for the approval). The payout is the affiliate's of the entry's signup, the attribution every stage of
// the entry counts under.

type Template = EntryFactTemplate;

const kindOf = (template: Template) =>
  template.type === 'signup' ? 'signup' : template.type === 'offer_accepted' ? 'offer' : null;

const isConversion = (template: Template) => kindOf(template) !== null;

function priced(book: PriceBook, affiliateId: string | null, templates: readonly Template[]): Template[] {
  return templates.map((template) => {
    const kind = kindOf(template);
    if (kind === null) return template;
    const earnings = earningsOf(book, { kind, offerId: template.offerId ?? null, affiliateId, at: template.at });
    return { ...template, earnings };
  });
}

export function withConversionPrices({ store, prices }: { store: Store; prices: PriceBookSource }): Store {
  /** The templates priced for the stored entry's affiliate; unchanged when none is a conversion. */
  async function pricedForEntry(id: number, templates: readonly Template[]): Promise<Template[]> {
    if (!templates.some(isConversion)) return [...templates];
    const [book, entry] = await Promise.all([prices(), store.getEntry(id)]);
    return entry ? priced(book, entry.affiliateId, templates) : [...templates];
  }

  return {
    ...store,
    createEntry: async (input) => {
      if (!input.facts.some(isConversion)) return store.createEntry(input);
      const book = await prices();
      return store.createEntry({ ...input, facts: priced(book, input.entry.affiliateId, input.facts) });
    },
    updateEntry: async (input) => store.updateEntry({ ...input, facts: await pricedForEntry(input.id, input.facts) }),
    updateEntryWithGuideEmail: async (input) =>
      store.updateEntryWithGuideEmail({ ...input, facts: await pricedForEntry(input.id, input.facts) }),
  };
}
