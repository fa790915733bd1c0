import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@seniorguide/contracts';
import { generateMalformedRequests, sendRequests } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackerServer } from '../src/http/create-server.ts';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Generated malformed requests over every call of the API table, sent over real HTTP to the
// tracker's own server: no answer of 500 or above, every 4xx in the envelope. The default run is small and
// fixed; `pnpm --filter @seniorguide/tracker run fuzz` sends 10,000 (FUZZ_REQUESTS, FUZZ_SEED).

const count = Number(process.env.FUZZ_REQUESTS ?? 600);
const seed = Number(process.env.FUZZ_SEED ?? 13);

let t: TestApp;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const [factory] = storeFactories;
  if (!factory) throw new Error('no store');
  t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 10_000_000 });
  // A few real entries, so calls with a valid id reach their rules, not only "not found".
  for (const email of ['ann@example.com', 'bob@example.com', 'cy@example.com'])
    await t.browser().post('/api/waitlist').send(signupBody(email));
  server = createTrackerServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.cleanup();
});

describe('the tracker under malformed requests', () => {
  it(
    `answers ${count} generated requests (seed ${seed}) with no 5xx and every 4xx in the envelope`,
    { timeout: Math.max(60_000, count * 100) },
    async () => {
      const requests = generateMalformedRequests({ routes: Object.values(apiRoutes), count, seed });
      const tally = await sendRequests({ baseUrl, requests });
      console.log(
        `tracker fuzz: ${tally.sent} requests, by status ${JSON.stringify(tally.byStatus)}, ${tally.violations.length} violations`,
      );
      expect(tally.violations).toEqual([]);
      expect(tally.sent).toBe(count);
    },
  );
});
