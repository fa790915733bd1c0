import type { TrackingContext } from '@seniorguide/contracts';
import { readCampaignParams, writeTrackingParams } from '@seniorguide/funnel';

// The way to /thank-you at the end of a flow: the entry id and email the page reads,
// plus the affiliate, sub and campaign parameters, so the confirmation is attributed like the signup.

export function buildThankYouUrl({
  id,
  email,
  tracking,
  currentSearch,
}: {
  id: number | null;
  email: string | null;
  tracking: Partial<TrackingContext>;
  currentSearch: string;
}): string {
  const identity = new URLSearchParams();
  if (id !== null) identity.set('id', String(id));
  if (email) identity.set('email', email);
  const query = writeTrackingParams({ tracking, campaign: readCampaignParams(currentSearch), base: identity });
  return query ? `/thank-you?${query}` : '/thank-you';
}
