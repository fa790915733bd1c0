import type { EntryPatch, StoredEntry } from './port.ts';

/** The entry after a patch: only fields the patch sets change, and the step never goes back. */
export function applyEntryPatch(current: StoredEntry, patch: EntryPatch): StoredEntry {
  const next: StoredEntry = {
    ...current,
    updatedAt: patch.updatedAt,
    step: Math.max(current.step, patch.step ?? current.step),
  };
  if (patch.selectedOffers !== undefined) next.selectedOffers = patch.selectedOffers;
  if (patch.addressHash !== undefined) next.addressHash = patch.addressHash;
  if (patch.firstName !== undefined) next.firstName = patch.firstName;
  if (patch.lastName !== undefined) next.lastName = patch.lastName;
  if (patch.zipCode !== undefined) next.zipCode = patch.zipCode;
  return next;
}
