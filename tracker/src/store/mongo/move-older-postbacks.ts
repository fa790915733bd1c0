import type { DbLike } from './driver-surface.ts';

// Trackers before the one job queue kept postbacks in a collection of their own (`postbacks`, in the same
// database). The first start after them moves each one into `jobs` (kind `postback`) whatever its state, then
// deletes it there: an upsert keyed by the postback's id, so two replicas starting together, or a start cut
// short, move each one once. Their attempts (`postback_attempts`) and the pixel fires (`pixel_fires`) already
// sit in this database under the names the job queue uses. Email jobs were in `jobs` already.

export const olderPostbackCollection = 'postbacks';

/** Moves what the older collection holds; answers how many postbacks were moved in. */
export async function moveOlderPostbacks(db: DbLike): Promise<number> {
  const older = db.collection(olderPostbackCollection);
  const jobs = db.collection('jobs');
  let moved = 0;
  for (const { _id, ...doc } of await older.find({}).toArray()) {
    const result = await jobs.updateOne(
      { _id },
      { $setOnInsert: { heldBy: null, ...doc, kind: 'postback', email: '' } },
      { upsert: true },
    );
    moved += result.upsertedCount;
    await older.deleteMany({ _id });
  }
  return moved;
}
