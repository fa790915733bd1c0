import type { CollectionBeforeValidateHook } from 'payload';

// A content experiment's arms are named by their place in the list (1, 2, 3): the number is what the
// assignment cookie, the tracker and the results carry where a landing-version experiment carries the version.
// It is set here, before validation, so the marketer never types it and it cannot disagree with the list.

type ArmRow = Record<string, unknown>;

export const numberContentArms: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const kind = (data?.kind ?? (originalDoc as { kind?: unknown } | undefined)?.kind) as unknown;
  if (!data || kind !== 'content' || !Array.isArray(data.variants)) return data;
  return { ...data, variants: (data.variants as ArmRow[]).map((row, index) => ({ ...row, version: index + 1 })) };
};
