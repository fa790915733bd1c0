import { analyticsRoles, type SessionUser } from '@seniorguide/contracts';

/** Operators and admins read the reports; a marketer (or any other role) is refused. */
export function canReadAnalytics(user: SessionUser): boolean {
  return user.roles.some((role) => (analyticsRoles as readonly string[]).includes(role));
}
