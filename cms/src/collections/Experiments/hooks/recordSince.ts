import { hasSplitChanged, type ExperimentVariant } from '@seniorguide/funnel';
import type { CollectionBeforeChangeHook, RequestContext } from 'payload';

// The "since" point the results count from. It is the start at first; a change of who sees what while the
// experiment runs (a weight, a variant added or removed, a variant's content published, or a content
// experiment's arm changed) moves it to now.
// Only this hook writes it: a value sent by a client is ignored.

/** Set by the landing variants' publish hook when a variant taking part in the experiment changed. */
export const variantContentChangedContext = { experimentVariantChanged: true } satisfies RequestContext;

type SinceData = {
  since?: string | null;
  startsAt?: string;
  status?: string;
  kind?: string;
  landingVersion?: number | null;
  variants?: (ExperimentVariant & { overrides?: Record<string, unknown> | null })[];
};

// An upload is compared by its id, whether it arrives as an id or populated.
const withoutEmpty = (overrides: Record<string, unknown> | null | undefined) =>
  Object.entries(overrides ?? {})
    .filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .map(([key, value]) => [key, typeof value === 'object' && value !== null && 'id' in value ? value.id : value])
    .toSorted(([first], [second]) => String(first).localeCompare(String(second)));

/** What a content experiment's visitors see: the landing version and each arm's overrides, in arm order. */
const contentShown = (experiment: SinceData) =>
  JSON.stringify([
    experiment.landingVersion ?? null,
    (experiment.variants ?? []).map(({ overrides }) => withoutEmpty(overrides)),
  ]);

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
  const next = { ...previous, ...incoming };
  // A content experiment's arm shows something else once its overrides (or the version they apply to) change.
  const contentChanged =
    (next.kind ?? previous.kind) === 'content' &&
    (incoming.variants !== undefined || incoming.landingVersion !== undefined) &&
    contentShown(previous) !== contentShown(next);
  const isRestart =
    status === 'running' && (variantsChanged || contentChanged || req.context.experimentVariantChanged === true);
  return { ...data, since: isRestart ? new Date().toISOString() : (previous.since ?? previous.startsAt ?? null) };
};
