import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { signEntryLinkToken } from '../src/http/entry-link-token.ts';
import { createLogger } from '../src/logger.ts';
import { browserAgent, forwardedFor, sessions, signupBody, testEnv } from './support/app.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The consent ledger proves what one person agreed to, so only that person writes to it: the browser that owns
// the entry (its signup cookie, or the guide email's signed link). A stranger who types a registered address
// again, from any browser, with a copied disclosure, adds nothing to that person's ledger; the attempt is
// counted apart, in a log line that names neither the address nor the caller.

const disclosure = {
  source: 'landing-variants',
  documentId: 'lv-2',
  version: '2026-06-01T10:00:00.000Z',
  textSha256: 'a'.repeat(64),
  route: '/v2',
};
const otherAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

describe.each(storeFactories)('only the owner writes to a consent ledger, on $name', { timeout: 30_000 }, (factory) => {
  let opened: StoreUnderTest;
  let lines: string[];
  let app: ReturnType<typeof createApp>;
  const browser = (ip: string, agent = browserAgent) =>
    supertest.agent(app).set('User-Agent', agent).set(forwardedFor(ip));

  beforeEach(async () => {
    lines = [];
    opened = await factory.open();
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = createApp({
      store: opened.store,
      env: testEnv,
      logger: createLogger({ level: 'info', destination }),
      verifyOperatorSession: async (token) => sessions[token] ?? null,
      clock: () => Date.parse('2026-06-15T16:00:00Z'),
    });
  });
  afterEach(() => opened.cleanup());

  it('adds nothing to the ledger when a stranger signs up again with a registered address, and logs the attempt without it', async () => {
    const ann = browser('203.0.113.7');
    const { body } = await ann.post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    const id: number = body.entry.id;
    expect(await opened.store.listConsentRecords(id)).toHaveLength(1);

    // Another browser, another address, another user agent, the disclosure copied from Ann's page.
    const stranger = browser('198.51.100.23', otherAgent);
    const repeat = await stranger.post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    expect(repeat.body.entry.id).not.toBe(id);
    // The same browser as Ann's user agent, without her cookie.
    await browser('203.0.113.7').post('/api/waitlist').send(signupBody('ANN@example.com ', { disclosure })).expect(201);

    const records = await opened.store.listConsentRecords(id);
    expect(records).toHaveLength(1);
    expect(records[0]?.userAgent).toBe(browserAgent);
    expect(await opened.store.listConsentRecords(repeat.body.entry.id)).toEqual([]);

    const refused = lines.filter((line) => line.includes('consent record not written'));
    expect(refused).toHaveLength(2);
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/ann@example\.com|198\.51\.100\.23|203\.0\.113\.7/i);
  });

  it('adds a record when the owner signs up again from the browser that owns the entry', async () => {
    const ann = browser('203.0.113.7');
    const { body } = await ann.post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    await ann.post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    expect((await opened.store.listConsentRecords(body.entry.id)).map((record) => record.kind)).toEqual([
      'signup',
      'signup',
    ]);
    expect(lines.filter((line) => line.includes('consent record not written'))).toEqual([]);
  });

  it('lets the browser that opened the guide email’s signed link write, as the owner it became', async () => {
    const { body } = await browser('203.0.113.7')
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure }))
      .expect(201);
    const phone = browser('198.51.100.23', otherAgent);
    const token = signEntryLinkToken({
      entryId: body.entry.id,
      expiresAt: Date.parse('2026-07-01T00:00:00Z'),
      secret: testEnv.TRACKER_SECRET,
    });
    await phone.get(`/api/waitlist/${body.entry.id}/open`).query({ token }).expect(303);
    await phone.post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    expect((await opened.store.listConsentRecords(body.entry.id)).map((record) => record.userAgent)).toEqual([
      browserAgent,
      otherAgent,
    ]);
  });
});
