import type { TrackingContext } from '@seniorguide/contracts';
import { readCampaignParams, writeTrackingParams } from '@seniorguide/funnel';

// Where a visitor goes after signing up: the registration step of the same landing version
// (/continue-registration, /v2/continue-registration, /v3/continue-registration) with the entry id and the
// tracking and campaign parameters carried along; the home page when the signup returned no id.

const versionPrefixes: Record<number, string> = { 1: '', 2: '/v2', 3: '/v3' };

export function buildContinueRegistrationUrl({
  entryId,
  version,
  tracking,
  currentSearch,
}: {
  entryId: number | null | undefined;
  version: number;
  tracking: TrackingContext;
  currentSearch: string;
}): string {
  if (entryId === null || entryId === undefined) return '/';
  const query = writeTrackingParams({
    tracking,
    campaign: readCampaignParams(currentSearch),
    base: `id=${encodeURIComponent(String(entryId))}`,
  });
  return `${versionPrefixes[version] ?? ''}/continue-registration?${query}`;
}
