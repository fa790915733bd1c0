import { hasSplitChanged, type ExperimentVariant } from '@seniorguide/funnel';
import type { CollectionBeforeChangeHook, RequestContext } from 'payload';

// The "since" point the results count from. It is the start at first; a change of who sees what while the
// experiment runs (a weight, a variant added or removed, or a variant's content published) moves it to now.
// Only this hook writes it: a value sent by a client is ignored.

/** Set by the landing variants' publish hook when a variant taking part in the experiment changed. */
export const variantContentChangedContext = { experimentVariantChanged: true } satisfies RequestContext;

type SinceData = { since?: string | null; startsAt?: string; status?: string; variants?: ExperimentVariant[] };

const toVariants = (variants: ExperimentVariant[] | undefined) =>
  (variants ?? []).map(({ version, weight }) => ({ version: Number(version), weight: Number(weight) }));

export const recordSince: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const incoming = data as SinceData;
  if (operation === 'create' || !originalDoc) return { ...data, since: incoming.startsAt ?? new Date().toISOString() };
  const previous = originalDoc as SinceData;
  const status = incoming.status ?? previous.status;
  const variantsChanged =
    incoming.variants !== undefined &&
    hasSplitChanged({ previous: toVariants(previous.variants), next: toVariants(incoming.variants) });
  const isRestart = status === 'running' && (variantsChanged || req.context.experimentVariantChanged === true);
  return { ...data, since: isRestart ? new Date().toISOString() : (previous.since ?? previous.startsAt ?? null) };
};
