import { trafficFieldLabels, trafficSourceFields, type TrafficSourceField } from '@seniorguide/content';
import { APIError, type CollectionBeforeChangeHook } from 'payload';
import { collectionSlugs } from '../../slugs.ts';

// The site adds every source's names to one table of spellings: a name one source uses for its affiliate id and
// another for its sub id would fill both values on either source's links. The same name for the same value in
// two sources is harmless (two networks on one platform) and is allowed.

// Named: Payload's REST error formatter shows "An unknown error occurred." for an unnamed error, and the admin
// shows this message as it is.
class ParameterClashError extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true);
    this.name = 'ParameterClashError';
  }
}

type Parameters = Partial<Record<TrafficSourceField, string | null>>;
type SourceDoc = { id?: string | number; name?: string | null; parameters?: Parameters | null };

export type ParameterClash = { field: TrafficSourceField; message: string };

/** Each name of `parameters` that another source uses for a different value. */
export function clashesWithOtherSources(parameters: Parameters, others: readonly SourceDoc[]): ParameterClash[] {
  const clashes: ParameterClash[] = [];
  for (const field of trafficSourceFields) {
    const name = parameters[field];
    if (!name) continue;
    for (const other of others) {
      const otherField = trafficSourceFields.find(
        (candidate) => candidate !== field && other.parameters?.[candidate] === name,
      );
      if (otherField) {
        clashes.push({
          field,
          message: `${name} is already ${other.name ?? 'another source'}'s parameter for ${trafficFieldLabels[otherField]}; each name can carry one value.`,
        });
        break;
      }
    }
  }
  return clashes;
}

export const checkOtherSources: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const parameters: Parameters = {
    ...(originalDoc as SourceDoc | undefined)?.parameters,
    ...(data as SourceDoc).parameters,
  };
  if (!Object.values(parameters).some(Boolean)) return data;
  const others = await req.payload.find({
    collection: collectionSlugs.trafficSources,
    ...(originalDoc?.id ? { where: { id: { not_equals: originalDoc.id } } } : {}),
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const clashes = clashesWithOtherSources(parameters, others.docs as SourceDoc[]);
  if (clashes.length > 0) throw new ParameterClashError(clashes.map(({ message }) => message).join(' '));
  return data;
};
