import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@seniorguide/contracts';
import { generateMalformedRequests, sendRequests } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from './create-site-server.ts';

// Generated malformed requests over every call of the API table, sent through the site's own server to a real
// tracker process (its own data folder; a stand-in CMS that knows no session): no answer of 500 or above,
// every 4xx in the envelope. `pnpm --filter @seniorguide/site run fuzz` sends 10,000 (FUZZ_REQUESTS, FUZZ_SEED).

const count = Number(process.env.FUZZ_REQUESTS ?? 400);
const seed = Number(process.env.FUZZ_SEED ?? 17);
const trackerDir = path.resolve(import.meta.dirname, '../../tracker');

let dataDir: string;
let cms: Server;
let tracker: ChildProcess;
let site: SiteServer;
let siteUrl: string;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (tracker.exitCode !== null) throw new Error(`the tracker exited with ${tracker.exitCode}`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the tracker did not answer at ${url}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-fuzz-'));
  cms = createServer((_request, response) =>
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Unauthorized"}]}'),
  );
  const cmsPort = await listen(cms);
  const trackerPort = await freePort();
  tracker = spawn(process.execPath, ['src/index.ts'], {
    cwd: trackerDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      TRACKER_PORT: String(trackerPort),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      TRACKER_CMS_URL: `http://127.0.0.1:${cmsPort}`,
      TRACKER_RATE_LIMIT_PER_MINUTE: '100000000',
      TRACKER_LOG_LEVEL: 'silent',
    },
  });
  const trackerUrl = `http://127.0.0.1:${trackerPort}`;
  await waitForHealth(`${trackerUrl}/api/health`);
  site = createSiteServer({
    trackerUrl,
    trustProxy: false,
    pages: (_request, response) => response.writeHead(404).end(),
  });
  siteUrl = `http://127.0.0.1:${await listen(site.server)}`;
  for (const email of ['ann@example.com', 'bob@example.com']) {
    await fetch(`${siteUrl}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, version: 1 }),
    });
  }
}, 60_000);

afterAll(async () => {
  site.close();
  site.server.closeAllConnections();
  await new Promise<void>((resolve) => site.server.close(() => resolve()));
  await new Promise<void>((resolve) => {
    tracker.once('exit', () => resolve());
    tracker.kill('SIGTERM');
  });
  await new Promise<void>((resolve) => cms.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the site /api forwarding under malformed requests', () => {
  it(
    `answers ${count} generated requests (seed ${seed}) with no 5xx and every 4xx in the envelope`,
    { timeout: Math.max(60_000, count * 100) },
    async () => {
      const requests = generateMalformedRequests({ routes: Object.values(apiRoutes), count, seed });
      const tally = await sendRequests({ baseUrl: siteUrl, requests });
      console.log(
        `site fuzz: ${tally.sent} requests, by status ${JSON.stringify(tally.byStatus)}, ${tally.violations.length} violations`,
      );
      expect(tally.violations).toEqual([]);
      expect(tally.sent).toBe(count);
    },
  );
});
