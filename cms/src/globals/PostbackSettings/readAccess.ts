import type { Access } from 'payload';
import { hasRole } from '../../access/roles.ts';
import { holdsTrackerKey } from '../../access/tracker-key.ts';

// The postback settings hold signing secrets: marketers and admins read them in the admin, and the tracker
// reads them with the shared key (CMS_POSTBACK_READ_KEY = the tracker's TRACKER_CMS_POSTBACK_KEY) in the
// X-Postback-Settings-Key header. Nobody else, signed in or not.

export function postbackSettingsReadAccess({ readKey }: { readKey: string | undefined }): Access {
  return ({ req }) => hasRole({ user: req.user, roles: ['admin', 'marketer'] }) || holdsTrackerKey(req, readKey);
}
