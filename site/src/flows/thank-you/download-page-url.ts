import type { TrackingContext } from '@seniorguide/contracts';
import { writeTrackingParams } from '@seniorguide/funnel';

/** /ebook-download for this visitor: email and id with the attribution carried along. */
export function buildDownloadPageUrl({
  email,
  id,
  tracking,
}: {
  email: string | null;
  id: number | null;
  tracking: Partial<TrackingContext>;
}): string {
  const identity = new URLSearchParams();
  if (email) identity.set('email', email);
  if (id !== null) identity.set('id', String(id));
  const query = writeTrackingParams({ tracking, base: identity });
  return query ? `/ebook-download?${query}` : '/ebook-download';
}
