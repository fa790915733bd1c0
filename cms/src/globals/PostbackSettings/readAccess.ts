import { createHash, timingSafeEqual } from 'node:crypto';
import type { Access } from 'payload';
import { hasRole } from '../../access/roles.ts';

// The postback settings hold signing secrets: marketers and admins read them in the admin, and the tracker
// reads them with the shared key (CMS_POSTBACK_READ_KEY = the tracker's TRACKER_CMS_POSTBACK_KEY) in the
// X-Postback-Settings-Key header. Nobody else, signed in or not.

export const postbackKeyHeader = 'x-postback-settings-key';

function sameKey(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function postbackSettingsReadAccess({ readKey }: { readKey: string | undefined }): Access {
  return ({ req }) => {
    if (hasRole({ user: req.user, roles: ['admin', 'marketer'] })) return true;
    const given = req.headers.get(postbackKeyHeader);
    return Boolean(readKey && given && sameKey(given, readKey));
  };
}
