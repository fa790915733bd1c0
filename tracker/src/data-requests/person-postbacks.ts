import type { PostbackJobs } from '../jobs/port.ts';

// A person's postbacks in a data-subject request. A postback carries the entry's click ids and sub ids to an
// affiliate's network, so the export names every network their data went to (the receiving host, the event,
// the time and the answer), and an erasure cancels what is still queued and strips those values from the rest.
// Without a postback store (postbacks are off) there is nothing to list or forget.

export type SentPostback = { recipient: string; event: string; at: string; status: number | null };

export async function sentPostbacksOf(postbacks: PostbackJobs | null, entryId: number | null): Promise<SentPostback[]> {
  if (!postbacks || entryId === null) return [];
  const attempts = await postbacks.listEntryPostbackAttempts(entryId);
  // An attempt with no URL was never sent (refused before any connection, as an unsafe target is).
  return attempts
    .filter((attempt) => URL.canParse(attempt.url))
    .map((attempt) => ({
      recipient: new URL(attempt.url).host,
      event: attempt.event,
      at: new Date(attempt.at).toISOString(),
      status: attempt.status,
    }));
}

export async function forgetPostbacksOf(
  postbacks: PostbackJobs | null,
  entryId: number | null,
): Promise<{ postbacksCancelled: number; postbacksStripped: number }> {
  if (!postbacks || entryId === null) return { postbacksCancelled: 0, postbacksStripped: 0 };
  const { cancelled, stripped } = await postbacks.forgetEntryPostbacks(entryId);
  return { postbacksCancelled: cancelled, postbacksStripped: stripped };
}
