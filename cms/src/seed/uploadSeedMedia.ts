import path from 'node:path';
import { seedMediaList } from '@seniorguide/content';
import type { Payload } from 'payload';
import { env } from '../env.ts';
import { skipRevalidateContext } from '../hooks/revalidateOnPublish.ts';
import { collectionSlugs } from '../slugs.ts';

/** Uploads each seed image once (matched by file name); returns seed media id -> CMS media id. */
export async function uploadSeedMedia(payload: Payload): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const media of seedMediaList) {
    const filename = media.filename ?? '';
    const existing = await payload.find({
      collection: collectionSlugs.media,
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    });
    const found = existing.docs[0];
    const doc =
      found ??
      (await payload.create({
        collection: collectionSlugs.media,
        data: { alt: media.alt },
        filePath: path.join(env.CMS_SEED_MEDIA_DIR, filename),
        context: skipRevalidateContext,
      }));
    ids.set(media.id, doc.id);
  }
  return ids;
}
