import type { SuppressionKeyer } from '../privacy/suppression-key.ts';
import type { Store, StoredJob } from '../store/port.ts';

// Who the suppression list keeps from mail (issue 18). An address on it gets nothing, with one exception: the
// guide for an entry created after the address's newest opt-out, whose signup consent is in the ledger. Such an
// entry can only come from the person's own new signup once the old entry is gone (an erasure, the retention
// clean-up): a repeated signup of a held entry creates none. So that signup gets its one guide (one job per
// entry), within the per-mailbox caps like all mail, and unsubscribing from it moves the opt-out past the entry
// again, which suppresses whatever of it is still pending.

/** The newest opt-out of the address; one recorded before the list was keyed holds the address itself. */
async function newestOptOutAt(store: Store, suppressionKeyOf: SuppressionKeyer, email: string): Promise<number | null> {
  const times = [await store.getOptOutAt(suppressionKeyOf(email)), await store.getOptOutAt(email)].filter((at) => at !== null);
  return times.length === 0 ? null : Math.max(...times);
}

/** A new request: the job is an entry's guide, and that entry was signed up, with consent, after the opt-out. */
async function isNewRequestSince(store: Store, job: StoredJob, optedOutAt: number): Promise<boolean> {
  if (job.kind !== 'delivery' || job.entryId === null) return false;
  const entry = await store.getEntry(job.entryId);
  if (!entry || entry.email !== job.email || entry.createdAt <= optedOutAt) return false;
  const consents = await store.listConsentRecords(entry.id);
  return consents.some((record) => record.kind === 'signup' && record.at >= entry.createdAt);
}

export async function isSuppressedFor({ job, store, suppressionKeyOf }: { job: StoredJob; store: Store; suppressionKeyOf: SuppressionKeyer }): Promise<boolean> {
  const optedOutAt = await newestOptOutAt(store, suppressionKeyOf, job.email);
  if (optedOutAt === null) return false;
  return !(await isNewRequestSince(store, job, optedOutAt));
}
