import type { Payload } from 'payload';
import { defaultUserTimeZone } from '../collections/Users/timeZoneField.ts';
import { env } from '../env.ts';
import { collectionSlugs } from '../slugs.ts';

/** Creates the first admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when there are no users at all. */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: collectionSlugs.users });
  if (totalDocs > 0) return;
  await payload.create({
    collection: collectionSlugs.users,
    data: {
      email: env.CMS_ADMIN_EMAIL,
      password: env.CMS_ADMIN_PASSWORD,
      name: 'Administrator',
      roles: ['admin'],
      timeZone: defaultUserTimeZone,
    },
  });
  // No email address in the log, ever: the operator knows which one CMS_ADMIN_EMAIL names.
  payload.logger.info('Created the first admin user from CMS_ADMIN_EMAIL');
}
