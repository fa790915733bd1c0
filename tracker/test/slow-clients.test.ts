import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendSlowly } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackerServer, trackerServerTimeouts } from '../src/http/create-server.ts';
import { browserAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The tracker's own server, listening: a body trickled a byte every few seconds is cut within seconds, while
// a phone that sends a signup in pieces over several seconds is answered.

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  const [factory] = storeFactories;
  if (!factory) throw new Error('no store');
  t = await openTestApp(factory);
  server = createTrackerServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.cleanup();
});

describe('slow clients on the tracker', () => {
  it(
    'cuts a body trickled one byte every 5 s within seconds, and answers a phone sending its signup over 6 s',
    { timeout: 40_000 },
    async () => {
      const [trickle, phone] = await Promise.all([
        sendSlowly({
          port,
          headers: { 'User-Agent': browserAgent },
          path: '/api/log-error',
          body: 'x'.repeat(10_000),
          gapMs: 5_000,
          chunks: 10_000,
        }),
        sendSlowly({
          port,
          headers: { 'User-Agent': browserAgent },
          path: '/api/waitlist',
          body: JSON.stringify(signupBody('phone@example.com', { s1: 'y'.repeat(90) })),
          gapMs: 1_000,
          chunks: 6,
        }),
      ]);
      expect(trickle.answer).toContain('"code":"request_timeout"');
      expect(trickle.ms).toBeLessThan(trackerServerTimeouts.requestMs + 3_000);
      expect(trickle.answer).not.toMatch(/^HTTP\/1\.1 2/);
      expect(phone.answer).toMatch(/^HTTP\/1\.1 201/);
    },
  );
});
