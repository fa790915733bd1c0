import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../tracker/src/app.ts';
import { createLogger } from '../../tracker/src/logger.ts';
import { createAddressHasher } from '../../tracker/src/privacy/address-hash.ts';
import type { Store } from '../../tracker/src/store/port.ts';
import { openSqliteStore } from '../../tracker/src/store/open-store.ts';
import { createSiteServer, type SiteServer } from './create-site-server.ts';

// The site and the real tracker, as the one-command run starts them: the tracker believes the visitor's address
// only from its proxy, which proves itself with the shared secret (SITE_TRACKER_FORWARDED_SECRET here,
// TRACKER_FORWARDED_SECRET there). So an address forwarded by the site is honoured, and the same header sent
// straight to the tracker's port, from this very machine, is not.

const secret = 'forwarded-secret-for-this-test-0123456789';
const trackerSecret = 'tracker-secret-for-this-test-0123456789';
const browserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const hashOf = createAddressHasher(trackerSecret);

let folder: string;
let store: Store;
let tracker: Server;
let trackerUrl: string;
let site: SiteServer;
let siteUrl: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-forwarded-secret-'));
  store = openSqliteStore({ path: join(folder, 'tracker.db') });
  const app = createApp({
    store,
    env: {
      NODE_ENV: 'test',
      TRACKER_SECRET: trackerSecret,
      TRACKER_TRUST_PROXY: 'loopback',
      TRACKER_FORWARDED_SECRET: secret,
      TRACKER_CMS_URL: 'http://127.0.0.1:9',
      TRACKER_RATE_LIMIT_PER_MINUTE: 100_000,
      TRACKER_MAIL_PER_MAILBOX_PER_DAY: 2,
      TRACKER_MAIL_PER_CALLER_PER_DAY: 20,
    },
    logger: createLogger({ level: 'silent' }),
    verifyOperatorSession: async () => null,
  });
  tracker = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => tracker.once('listening', resolve));
  trackerUrl = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
  // The site as the e2e run starts it: the specs play the edge in front of it from loopback.
  site = createSiteServer({
    trackerUrl,
    trustProxy: 'loopback',
    forwardedSecret: secret,
    pages: (_request, response) => response.end('page'),
  });
  siteUrl = await listen(site.server);
}, 30_000);

afterAll(async () => {
  site.close();
  site.server.closeAllConnections();
  await new Promise<void>((resolve) => site.server.close(() => resolve()));
  tracker.closeAllConnections();
  await new Promise<void>((resolve) => tracker.close(() => resolve()));
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

async function signUp(origin: string, email: string, headers: Record<string, string>): Promise<number> {
  const answer = await fetch(`${origin}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': browserAgent, ...headers },
    body: JSON.stringify({ email, affiliateId: 'aff-1', version: 1 }),
  });
  return answer.status;
}

describe('the visitor address between the site and the tracker', () => {
  it('is honoured when the site forwards it with the secret', async () => {
    expect(await signUp(siteUrl, 'through-site@example.com', { 'x-forwarded-for': '198.51.100.41' })).toBe(201);
    expect((await store.findEntryByEmail('through-site@example.com'))?.addressHash).toBe(hashOf('198.51.100.41'));
  });

  it('is ignored when a caller sends X-Forwarded-For straight to the tracker’s port', async () => {
    expect(await signUp(trackerUrl, 'direct@example.com', { 'x-forwarded-for': '198.51.100.42' })).toBe(201);
    const entry = await store.findEntryByEmail('direct@example.com');
    expect(entry?.addressHash).not.toBe(hashOf('198.51.100.42'));
    expect([hashOf('127.0.0.1'), hashOf('::ffff:127.0.0.1')]).toContain(entry?.addressHash);
  });

  it('is ignored when a visitor tries to send the secret header through the site with a guess', async () => {
    // The site replaces what the visitor sent with its own secret: the address is still the one the site saw.
    expect(
      await signUp(siteUrl, 'guess@example.com', {
        'x-forwarded-for': '198.51.100.43',
        'x-forwarded-secret': 'a-guess',
      }),
    ).toBe(201);
    expect((await store.findEntryByEmail('guess@example.com'))?.addressHash).toBe(hashOf('198.51.100.43'));
  });
});
