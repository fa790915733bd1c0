import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@seniorguide/contracts';
import { generateMalformedRequests, sendRequests } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackerServer } from '../src/http/create-server.ts';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { storeFactories } from './support/stores.ts';

// Generated malformed requests over the postback calls, signed in as an operator so they reach validation:
// no 5xx, every 4xx in the shared envelope. The test target is a public name that never resolves here
// (.invalid), so a well-formed test call fails on DNS instead of calling out.

const postbackRoutes = [
  apiRoutes.getPostbackHealth,
  apiRoutes.sendTestPostback,
  apiRoutes.replayPostback,
  apiRoutes.recordPixelFired,
];

let harness: PostbackHarness;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const [storeFactory] = storeFactories;
  if (!storeFactory) throw new Error('no store');
  harness = await openPostbackHarness({ storeFactory });
  harness.setSettings(settingsFor('https://receiver.example.invalid/pb?e={event}'));
  await harness.browser().post('/api/waitlist').send({ email: 'fuzz@example.com', affiliateId: 'a', version: 1 });
  server = createTrackerServer(harness.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await harness.cleanup();
});

describe('the postback calls under malformed requests', () => {
  it('answer 300 generated requests with no 5xx and every 4xx in the envelope', { timeout: 120_000 }, async () => {
    const requests = generateMalformedRequests({ routes: postbackRoutes, count: 300, seed: 16 }).map((request) => ({
      ...request,
      headers: { ...request.headers, cookie: 'payload-token=operator-token' },
    }));
    const tally = await sendRequests({ baseUrl, requests });
    expect(tally.violations).toEqual([]);
    expect(tally.sent).toBe(300);
  });
});
