import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../src/email/unsubscribe-token.ts';
import { createMemoryMongo } from './support/memory-mongo/memory-mongo.ts';
import { openMongoStore, openSqliteStore } from '../src/store/open-store.ts';
import type { Store } from '../src/store/port.ts';
import { rateLimitPathFor } from '../src/store/sqlite/rate-limit-database.ts';
import { notifyBody, startDeliveryTracker } from './email-delivery-harness.ts';
import { browserAgent, testEnv } from './support/app.ts';
import { dumpMongo, dumpSqlite, type Dump } from './support/store-dump.ts';

// After a visitor's whole flow (signup, details, offers, thank-you, lookups, the guide email sent, an
// unsubscribe, a browser error report), every table or collection of the store is read back: the client's
// address appears nowhere, the user agent only in the consent ledger, and the email only in the entry's own field.

const email = 'margaret.scan@example.com';
const ip = '203.0.113.143';
const allowedEmailPlaces = new Set(['entries.email']);
// The consent ledger keeps the user agent the visitor agreed with (proof of how they consented), in the record and in its
// certificate, the same record as signed when it was written; nothing else does.
const allowedAgentPlaces = new Set([
  'consent_records.user_agent',
  'consent_records.userAgent',
  'consent_records.certificate',
]);

type Opened = { store: Store; dump(): Promise<Dump>; cleanup(): Promise<void> };

const adapters: { name: string; open(): Promise<Opened> }[] = [
  {
    name: 'sqlite',
    open: async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'tracker-scan-'));
      const file = path.join(folder, 'tracker.db');
      const store = openSqliteStore({ path: file });
      return {
        store,
        dump: async () => dumpSqlite([file, rateLimitPathFor(file)]),
        cleanup: async () => {
          await store.close();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'mongodb (in-process stand-in)',
    open: async () => {
      const client = createMemoryMongo();
      const store = await openMongoStore({ client, dbName: 'tracker_scan' });
      return {
        store,
        dump: () => dumpMongo(client.db('tracker_scan')),
        cleanup: () => store.close(),
      };
    },
  },
];

// A first SQLite store starts its writer thread: seconds on a busy machine.
describe.each(adapters)('what the store holds after a whole visit, on $name', { timeout: 30_000 }, (adapter) => {
  let opened: Opened | null = null;
  afterEach(async () => {
    await opened?.cleanup();
    opened = null;
  });

  it('holds no client address anywhere, the user agent only in the consent ledger, and the email only in the entry', async () => {
    opened = await adapter.open();
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'tracker-scan-outbox-'));
    const tracker = startDeliveryTracker({ store: opened.store, outboxDir });
    try {
      const id = await tracker.signUp(email);
      const owner = tracker.owner(id).set('X-Forwarded-For', ip);
      await owner
        .put(`/api/waitlist/${id}`)
        .send({ firstName: 'Margaret', lastName: 'Scan', zipCode: '62701' })
        .expect(200);
      await owner
        .post(`/api/waitlist/${id}/offer-action`)
        .send({ offerId: 'medicare', offerName: 'Medicare', action: 'accepted', pageNumber: 1 });
      await owner.put(`/api/waitlist/${id}/update-client-info`).send({}).expect(200);
      await owner.post('/api/waitlist/by-ip').send({}).expect(200);
      await owner.get('/api/waitlist/by-email').query({ email }).expect(200);
      await owner.post(`/api/waitlist/${id}/notify-complete`).send(notifyBody).expect(200);
      await tracker.drain();
      await tracker
        .browser(ip)
        .get('/api/unsubscribe')
        .query({ token: signUnsubscribeToken(email, testEnv.TRACKER_SECRET) })
        .expect(200);
      await tracker
        .browser(ip)
        .post('/api/log-error')
        .send({
          message: `failed for ${email}`,
          timestamp: notifyBody.timestamp,
          url: `https://site.test/thank-you?email=${email}`,
          userAgent: browserAgent,
        });
    } finally {
      await tracker.stop();
      rmSync(outboxDir, { recursive: true, force: true });
    }

    const dump = await opened.dump();
    expect(dump.some(({ place }) => place === 'entries.email')).toBe(true);
    expect(dump.some(({ place }) => place.startsWith('jobs.'))).toBe(true);
    expect(dump.some(({ place }) => place.startsWith('opt_outs.'))).toBe(true);
    const holding = (needle: string) => dump.filter(({ value }) => value.includes(needle)).map(({ place }) => place);
    expect(holding(ip)).toEqual([]);
    expect(holding('Macintosh').filter((place) => !allowedAgentPlaces.has(place))).toEqual([]);
    expect(holding('Macintosh').length).toBeGreaterThan(0);
    expect(holding('margaret.scan').filter((place) => !allowedEmailPlaces.has(place))).toEqual([]);
    expect(holding(Buffer.from(email).toString('base64url').slice(0, 12))).toEqual([]);
  });
});
