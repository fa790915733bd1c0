import type { TrackingContext, UserContext, WaitlistEntryView } from '@seniorguide/contracts';
import type { RecoveryParams } from '@seniorguide/funnel';

// The user context after a successful recovery, refreshed from the tracker: the entry the tracker
// answered wins; what the URL and the browser know fills the gaps. A stored email is reused only when it
// belongs to this same entry, so one household computer never mixes two visitors up.

export function buildRecoveredContext({
  entry,
  params,
  tracking,
  stored,
}: {
  entry: WaitlistEntryView;
  params: RecoveryParams;
  tracking: TrackingContext;
  stored: UserContext;
}): UserContext {
  const storedEmail = stored.waitlistId === entry.id ? stored.email : null;
  return {
    waitlistId: entry.id,
    email: entry.email ?? params.urlEmail ?? storedEmail ?? null,
    version: entry.version ?? params.version ?? null,
    affiliateId: entry.affiliateId ?? params.affiliateId ?? tracking.affiliateId,
    subId: entry.subId ?? tracking.subId,
    s1: entry.s1 ?? tracking.s1,
    s2: entry.s2 ?? tracking.s2,
    s3: entry.s3 ?? tracking.s3,
  };
}
