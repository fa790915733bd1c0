import type { EntryFactTemplate } from '../counting/entry-facts.ts';
import type { ExperimentGain } from '../counting/records.ts';
import type { Store } from '../store/port.ts';
import { countedAssignmentWindowMs, type ExperimentArmOf } from './experiment-touch.ts';

// What each conversion of a landing-experiment visitor adds to the arm's offer and money figures, so an
// experiment can be judged on accepted offers or revenue per visitor (the funnel package's metric rule). The
// visitor is the site's signed assignment, read from the same cookie as for the visit and the signup; the store
// keeps per assignment (in the rate-limit windows, for the assignment's 90-day life) which offers it accepted,
// whether it accepted any, and its revenue so far, so each conversion knows the visitor's revenue before and
// after it (counting/experiment-increments.ts turns that into the arm's sums). A conversion held for review
// advances these totals like any other (a rejected one stays in the visitor's total); it adds to the arm's
// figures only once approved, like every paid figure.

type Template = EntryFactTemplate;

const isExperimentConversion = (template: Template) =>
  template.caller !== undefined &&
  (template.type === 'offer_accepted' || (template.type === 'signup' && template.experiment));

export function withExperimentGains({ store, armOf }: { store: Store; armOf: ExperimentArmOf }): Store {
  const hits = (counter: string, key: string, count: number) =>
    store.addRateLimitHits({ counter, key, hits: count, windowMs: countedAssignmentWindowMs });

  async function revenueAfter(visitor: string, cents: number): Promise<{ beforeCents: number; afterCents: number }> {
    if (cents <= 0) return { beforeCents: 0, afterCents: 0 };
    const { total } = await hits('experiment-revenue', visitor, cents);
    return { beforeCents: total - cents, afterCents: total };
  }

  async function withGain(template: Template): Promise<Template> {
    if (!template.caller || !isExperimentConversion(template)) return template;
    const arm = await armOf(template.caller);
    if (!arm) return template;
    const visitor = `${arm.assignmentId}:${arm.touch.since}`;
    const cents = template.earnings?.revenueCents ?? 0;
    let gain: ExperimentGain;
    if (template.type === 'signup') {
      gain = { newOffer: false, firstOffer: false, ...(await revenueAfter(visitor, cents)) };
    } else {
      const newOffer = (await hits('experiment-offer', `${visitor}:${template.offerId ?? ''}`, 1)).total === 1;
      if (!newOffer) return template;
      const firstOffer = (await hits('experiment-accepter', visitor, 1)).total === 1;
      gain = { newOffer, firstOffer, ...(await revenueAfter(visitor, cents)) };
    }
    return { ...template, experiment: template.experiment ?? arm.touch, experimentGain: gain };
  }

  const gained = async (templates: readonly Template[]) =>
    templates.some(isExperimentConversion) ? Promise.all(templates.map(withGain)) : [...templates];

  return {
    ...store,
    createEntry: async (input) => store.createEntry({ ...input, facts: await gained(input.facts) }),
    updateEntry: async (input) => store.updateEntry({ ...input, facts: await gained(input.facts) }),
    updateEntryWithGuideEmail: async (input) =>
      store.updateEntryWithGuideEmail({ ...input, facts: await gained(input.facts) }),
  };
}
