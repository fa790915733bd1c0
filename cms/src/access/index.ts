import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { holdsPreviewDraftKey } from './preview-draft-key.ts';
import { hasRole } from './roles.ts';

export const anyone: Access = () => true;

export const isAdmin: Access = ({ req: { user } }) => hasRole({ user, roles: ['admin'] });

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole({ user, roles: ['admin'] });

export const isMarketerOrAdmin: Access = ({ req: { user } }) => hasRole({ user, roles: ['admin', 'marketer'] });

/** Any signed-in staff member (admin, marketer or operator) may open the admin panel. */
export const isStaff = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  hasRole({ user, roles: ['admin', 'marketer', 'operator'] });

/** A field only staff read: the document is public, this part of it is not. */
export const isStaffField: FieldAccess = ({ req: { user } }) =>
  hasRole({ user, roles: ['admin', 'marketer', 'operator'] });

/** Staff and the site's preview render read drafts too; everybody else reads published documents only. */
export const isStaffOrPublished: Access = ({ req }) => {
  if (hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] })) return true;
  if (holdsPreviewDraftKey(req)) return true;
  return { _status: { equals: 'published' } };
};

/** Admins read every user; other staff read only themselves; anonymous readers nobody. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false;
  if (hasRole({ user, roles: ['admin'] })) return true;
  return { id: { equals: user.id } };
};
