import type { SuppressionKeyer } from '../privacy/suppression-key.ts';
import type { StoredJob } from '../jobs/port.ts';
import type { Store } from '../store/port.ts';

// Who the suppression list keeps from mail. It is keyed by mailbox (privacy/suppression-key.ts), so every
// spelling of an opted-out address (case, +tags, Gmail's dots) is refused alike. A mailbox on it gets nothing,
// with one exception: ONE guide for an entry created after the mailbox's newest opt-out, whose signup consent
// is in the ledger, once an erasure has removed the mailbox's entry (released it) after that opt-out, and
// created after that release too. Such an
// entry is the person's own new request. Without the release, a new entry under another spelling
// (x+again@ while x@ is still held) is a stranger's, and gets nothing. The one guide a release allows is
// granted to the first such entry that reaches the worker; any other spelling signed up after it gets nothing
// until the next erasure. Unsubscribing from that guide moves the opt-out past the entry again, which
// suppresses whatever of it is still pending. The retention clean-up releases nothing: a mailbox that opted out
// stays suppressed after its entry expires, unless the person asks for an erasure.

/** The newest of the times recorded under these keys, or null. */
async function newestAt(store: Store, keys: readonly string[]): Promise<number | null> {
  const times = (await Promise.all(keys.map((key) => store.getOptOutAt(key)))).filter((at) => at !== null);
  return times.length === 0 ? null : Math.max(...times);
}

/** A new request: the job is an entry's guide, and that entry was signed up, with consent, after `since`. */
async function isNewRequestSince(store: Store, job: StoredJob, since: number): Promise<{ createdAt: number } | null> {
  if (job.kind !== 'delivery' || job.entryId === null) return null;
  const entry = await store.getEntry(job.entryId);
  if (!entry || entry.email !== job.email || entry.createdAt <= since) return null;
  const consents = await store.listConsentRecords(entry.id);
  return consents.some((record) => record.kind === 'signup' && record.at >= entry.createdAt)
    ? { createdAt: entry.createdAt }
    : null;
}

export async function isSuppressedFor({
  job,
  store,
  suppressionKeyOf,
}: {
  job: StoredJob;
  store: Store;
  suppressionKeyOf: SuppressionKeyer;
}): Promise<boolean> {
  const optedOutAt = await newestAt(store, [suppressionKeyOf(job.email), ...suppressionKeyOf.olderKeysOf(job.email)]);
  if (optedOutAt === null) return false;
  const releasedAt = await newestAt(store, [suppressionKeyOf.releasedKeyOf(job.email)]);
  if (releasedAt === null || releasedAt < optedOutAt) return true;
  // An entry made before the release was made while the mailbox was still held: not the person's new request.
  const request = await isNewRequestSince(store, job, Math.max(optedOutAt, releasedAt));
  if (!request) return true;
  // The grant records the entry it went to (its creation time): a retry of that entry's guide passes again.
  const grantedKey = suppressionKeyOf.grantedKeyOf(job.email);
  const grantedTo = await store.getOptOutAt(grantedKey);
  if (grantedTo !== null && grantedTo >= releasedAt) return grantedTo !== request.createdAt;
  await store.addOptOut({ addressKey: grantedKey, at: request.createdAt });
  return false;
}
