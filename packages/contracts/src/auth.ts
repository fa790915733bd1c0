import { z } from 'zod';
import { emailSchema, successResponseSchema, timeZoneSchema } from './fields.ts';

// Operator sign-in on the visitor origin; the tracker forwards to the CMS and keeps its token in an
// httpOnly cookie (docs/decisions.md).

export const sessionUserSchema = z.object({
  email: emailSchema,
  /** CMS roles; analytics needs one of `analyticsRoles`. */
  roles: z.array(z.string().min(1)),
  /**
   * The user's own IANA zone (the CMS user's `timeZone`), in which the dashboard shows every day, hour and time;
   * absent (or not a zone this runtime knows) means the product's reporting zone, US Eastern.
   */
  timeZone: timeZoneSchema.optional().catch(undefined),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The roles that may read the analytics reports. */
export const analyticsRoles = ['operator', 'admin'] as const;

/** Operators and admins read the reports; a marketer (or any other role) is refused. The tracker and the site both ask this. */
export function canReadAnalytics(user: SessionUser): boolean {
  return user.roles.some((role) => analyticsRoles.some((allowed) => allowed === role));
}

// POST /api/auth/login
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(1000, { error: 'The password is too long.' }),
});
export const loginResponseSchema = z.object({ user: sessionUserSchema });

// POST /api/auth/logout
export const logoutResponseSchema = successResponseSchema;

// GET /api/auth/me: 401 without a session
export const getSessionResponseSchema = z.object({ user: sessionUserSchema });
