import type { PostbackOutcomeChange } from '../jobs/port.ts';

// Postback outages as the chart marks them, from the attempts that changed an affiliate's outcome: from its
// first failing attempt to the next delivered one (or now), when that lasted at least the alert rule's 15
// minutes. The alert rule finds the same thing live; this reads it back for any range the attempts are kept.

export const postbackOutageMinutes = 15;

export type PostbackOutage = { affiliateId: string | null; from: number; to: number | null };

export function postbackOutagesOf({
  changes,
  now,
}: {
  /** Oldest first, as the store lists them. */
  changes: readonly PostbackOutcomeChange[];
  now: number;
}): PostbackOutage[] {
  const failingSince = new Map<string | null, number>();
  const outages: PostbackOutage[] = [];
  const minimumMs = postbackOutageMinutes * 60_000;
  for (const change of changes) {
    const since = failingSince.get(change.affiliateId);
    if (!change.delivered) {
      if (since === undefined) failingSince.set(change.affiliateId, change.at);
      continue;
    }
    if (since === undefined) continue;
    failingSince.delete(change.affiliateId);
    if (change.at - since >= minimumMs) outages.push({ affiliateId: change.affiliateId, from: since, to: change.at });
  }
  for (const [affiliateId, since] of failingSince)
    if (now - since >= minimumMs) outages.push({ affiliateId, from: since, to: null });
  return outages.sort((a, b) => a.from - b.from);
}
