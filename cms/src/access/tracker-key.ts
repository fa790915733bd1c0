import { createHash, timingSafeEqual } from 'node:crypto';
import type { PayloadRequest } from 'payload';

// The tracker reads what only staff may otherwise read (the postback settings, experiment names) with one
// shared key: CMS_POSTBACK_READ_KEY here, TRACKER_CMS_POSTBACK_KEY there, sent in X-Postback-Settings-Key.

export const trackerKeyHeader = 'x-postback-settings-key';

function sameKey(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries the tracker's key; never without a key configured. */
export function holdsTrackerKey(req: Pick<PayloadRequest, 'headers'>, readKey: string | undefined): boolean {
  const given = req.headers.get(trackerKeyHeader);
  return Boolean(readKey && given && sameKey(given, readKey));
}
