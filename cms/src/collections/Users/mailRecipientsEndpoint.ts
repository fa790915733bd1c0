import type { Endpoint } from 'payload';
import { holdsTrackerKey } from '../../access/tracker-key.ts';
import { collectionSlugs } from '../../slugs.ts';

// GET /api/users/mail-recipients: the admins and operators who chose the tracker's alert emails or its daily
// summary, for the tracker alone (its key, compared in constant time; tracker-key.ts). Users are private, so
// this is the only way out of the CMS for their addresses, and it gives no more than the mail needs: the
// address, the time zone and the two choices, of those who chose at least one. Never cached by anyone.

/** More staff than any deployment has; the tracker's read never grows with anything else. */
export const mailRecipientsLimit = 500;

const errorAnswer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });

export function mailRecipientsEndpoint(readKey: string | undefined): Endpoint {
  return {
    path: '/mail-recipients',
    method: 'get',
    handler: async (req) => {
      if (!holdsTrackerKey(req, readKey)) return errorAnswer(403, 'Only the tracker reads the mail recipients.');
      const { docs } = await req.payload.find({
        collection: collectionSlugs.users,
        where: {
          and: [
            { roles: { in: ['admin', 'operator'] } },
            { or: [{ emailAlerts: { equals: true } }, { emailDailySummary: { equals: true } }] },
          ],
        },
        select: { email: true, timeZone: true, emailAlerts: true, emailDailySummary: true },
        sort: 'createdAt',
        limit: mailRecipientsLimit,
        depth: 0,
        overrideAccess: true,
        req,
      });
      return Response.json(
        {
          recipients: docs.map((user) => ({
            email: user.email,
            timeZone: user.timeZone,
            alerts: user.emailAlerts === true,
            dailySummary: user.emailDailySummary === true,
          })),
        },
        { headers: { 'cache-control': 'no-store' } },
      );
    },
  };
}
