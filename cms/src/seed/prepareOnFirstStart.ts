import type { Migration, Payload } from 'payload';
import { isMongoUri } from '../database.ts';
import { env } from '../env.ts';
import { migrations } from '../migrations/index.ts';
import { ensureFirstAdmin } from './ensureFirstAdmin.ts';
import { seedContent } from './seedContent.ts';
import { uploadSeedMedia } from './uploadSeedMedia.ts';

/**
 * Runs on every start and does only what is missing: migrations (production applies them while
 * connecting), the first admin, then the seed content. A second start changes nothing.
 */
export async function prepareOnFirstStart(payload: Payload): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  if (!isMongoUri(env.DATABASE_URI) && env.NODE_ENV !== 'production') {
    // Payload types `db.migrate` with `(args: unknown)` callbacks; the generated migrations are the right ones.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  }
  await ensureFirstAdmin(payload);
  let mediaIds: Promise<Map<string, string>> | undefined;
  const getMediaIds = () => (mediaIds ??= uploadSeedMedia(payload));
  const seeded = await seedContent({ payload, getMediaIds });
  if (seeded.length > 0) payload.logger.info(`Seeded ${seeded.join(', ')} from @seniorguide/content`);
}
