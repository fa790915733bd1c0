import type { EntryPatch, StoredEntry } from './port.ts';

/** The entry after a patch: only fields the patch sets change, and the step never goes back. */
export function applyEntryPatch(current: StoredEntry, patch: EntryPatch): StoredEntry {
  const next: StoredEntry = { ...current, updatedAt: patch.updatedAt, step: Math.max(current.step, patch.step ?? current.step) };
  if (patch.selectedOffers !== undefined) next.selectedOffers = patch.selectedOffers;
  if (patch.ip !== undefined) next.ip = patch.ip;
  if (patch.userAgent !== undefined) next.userAgent = patch.userAgent;
  if (patch.firstName !== undefined) next.firstName = patch.firstName;
  if (patch.lastName !== undefined) next.lastName = patch.lastName;
  if (patch.zipCode !== undefined) next.zipCode = patch.zipCode;
  return next;
}
