import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/open-store.ts';
import type { Store } from '../src/store/port.ts';
import { collectionsOf } from '../src/store/mongo/collections.ts';
import type { MongoDoc } from '../src/store/mongo/driver-surface.ts';
import { moveOlderPostbacks } from '../src/store/mongo/move-older-postbacks.ts';
import { createMongoOutbox } from '../src/store/mongo/outbox.ts';
import { createMongoPostbackJobs } from '../src/store/mongo/postback-jobs.ts';
import { createMemoryMongo } from './support/memory-mongo/memory-mongo.ts';

// Trackers before the one job queue kept postbacks apart: a SQLite file of their own beside the tracker's
// (tracker-postbacks.db), or a `postbacks` collection. The fixtures were made by that code
// (test/fixtures/queues-before-jobs: one entry with a pending guide email, a delivered signup postback with its
// attempt, a thank-you postback held by the signup, a pending download postback and a pixel fire). Opening them
// moves every job into the one queue, where the worker and the health panel find them as before.

const fixtures = join(import.meta.dirname, 'fixtures', 'queues-before-jobs');
const t0 = Date.parse('2026-06-15T12:00:00Z');
const lease = { now: t0 + 60_000, leaseOwner: 'w', leaseUntil: t0 + 120_000, limit: 10 };

async function expectMovedQueues(
  store: Pick<
    Store,
    'getPostback' | 'listEntryPostbackAttempts' | 'countPixelFires' | 'claimDuePostbacks' | 'claimDueJobs'
  >,
) {
  expect(await store.getPostback('1:email_submitted')).toMatchObject({
    status: 'delivered',
    attempts: 1,
    lastStatus: 200,
    affiliateId: 'aff-old',
    values: { subid: 'sub-1', clickid: 'c-1' },
  });
  expect(await store.getPostback('1:thank_you')).toMatchObject({
    status: 'held',
    heldBy: '1:email_submitted',
    attempts: 0,
  });
  expect(await store.listEntryPostbackAttempts(1)).toEqual([
    {
      postbackId: '1:email_submitted',
      affiliateId: 'aff-old',
      event: 'email_submitted',
      attempt: 1,
      at: t0 + 2,
      url: 'https://t.example.com/pb?cid=c-1',
      status: 200,
      latencyMs: 5,
      error: null,
    },
  ]);
  expect(await store.countPixelFires({ from: t0, to: t0 + 60_000 })).toEqual([{ affiliateId: 'aff-old', fired: 1 }]);
  // The queued work is handed out by the one queue: the pending postback and the pending guide email.
  expect((await store.claimDuePostbacks(lease)).map((postback) => postback.id)).toEqual(['1:download']);
  expect(await store.claimDueJobs(lease)).toEqual([
    { id: 'ebook:entry-1', kind: 'delivery', email: 'old@example.com', entryId: 1, attempts: 0 },
  ]);
}

describe('moving the older queues into the one job queue', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('SQLite: moves the postback file of an older tracker into the tracker file once, and sets it aside', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tracker-older-queues-'));
    const sqlitePath = join(folder, 'tracker.db');
    copyFileSync(join(fixtures, 'tracker.db'), sqlitePath);
    copyFileSync(join(fixtures, 'tracker-postbacks.db'), join(folder, 'tracker-postbacks.db'));
    const open = () =>
      openStore({ mongodbUri: undefined, mongodbDb: 'tracker', sqlitePath, sqliteSynchronous: 'FULL' });
    const store = await open();
    cleanups.push(async () => {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    });
    await expectMovedQueues(store);
    expect(existsSync(join(folder, 'tracker-postbacks.db'))).toBe(false);
    expect(existsSync(join(folder, 'tracker-postbacks.db.moved'))).toBe(true);
    // A second process opening the same files moves nothing twice.
    const again = await open();
    expect(await again.listEntryPostbackAttempts(1)).toHaveLength(1);
    await again.close();
  });

  it('MongoDB: moves the postbacks collection of an older tracker into the jobs collection, each postback once', async () => {
    const client = createMemoryMongo();
    cleanups.push(() => client.close());
    const db = client.db('older');
    const older = JSON.parse(readFileSync(join(fixtures, 'mongo-collections.json'), 'utf8')) as Record<
      string,
      MongoDoc[]
    >;
    for (const [name, docs] of Object.entries(older)) if (docs.length > 0) await db.collection(name).insertMany(docs);
    expect(await moveOlderPostbacks(db)).toBe(3);
    // Two replicas starting together: the second finds nothing left to move.
    expect(await moveOlderPostbacks(db)).toBe(0);
    expect(await db.collection('postbacks').find({}).toArray()).toEqual([]);
    const postbacks = await createMongoPostbackJobs(db, db.collection('jobs'));
    await expectMovedQueues({ ...postbacks, ...createMongoOutbox(collectionsOf(db)) });
  });
});
