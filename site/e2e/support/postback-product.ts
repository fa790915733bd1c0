import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';

// A tracker and a visitor origin of the spec's own whose postbacks go to a receiver on loopback. The shared
// CMS refuses loopback postback URLs (a production CMS must), so this tracker reads its postback settings from
// a stand-in in front of the CMS that answers them itself and passes every other call through unchanged; the
// tracker allows loopback targets (a test-only setting). Sign-in, content and offers still come from the CMS.

const trackerEntry = fileURLToPath(new URL('../../../tracker/src/index.ts', import.meta.url));
const forwardedSecret = 'postback-product-forwarded-secret-of-32-chars';

export type PostbackProduct = { siteUrl: string; outboxDir: string; stop: () => Promise<void> };

/** The CMS as the tracker sees it, but with these postback settings. */
async function cmsWithPostbackSettings(settings: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    if ((request.url ?? '').startsWith('/api/globals/postback-settings')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(settings));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[0] !== 'host',
      ),
    );
    const method = request.method ?? 'GET';
    const answer = await fetch(new URL(request.url ?? '/', product.cmsUrl), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    });
    const answerHeaders: Record<string, string | string[]> = {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
    };
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) answerHeaders['set-cookie'] = cookies;
    response.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startPostbackProduct({
  postbackSettings,
}: {
  postbackSettings: unknown;
}): Promise<PostbackProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-postbacks-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const cms = await cmsWithPostbackSettings(postbackSettings);
  const [trackerPort, sitePort] = [await freePort(), await freePort()];
  const tracker = spawn(process.execPath, [trackerEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TRACKER_PORT: String(trackerPort),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: outboxDir,
      TRACKER_CMS_URL: cms.url,
      TRACKER_PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      TRACKER_SECRET: 'postback-product-secret-of-32-characters-or-more',
      TRACKER_FORWARDED_SECRET: forwardedSecret,
      // Any key: the stand-in answers the postback settings itself.
      TRACKER_CMS_POSTBACK_KEY: 'postback-product-settings-key-of-32-characters',
      TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true',
      TRACKER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  tracker.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  tracker.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let site: StartedSite | null = null;
  const stop = async () => {
    await site?.stop();
    if (tracker.exitCode === null && tracker.signalCode === null) {
      await new Promise<void>((resolve) => {
        tracker.once('exit', () => resolve());
        tracker.kill('SIGTERM');
      });
    }
    await cms.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Up to a minute: a tracker strips its TypeScript at start, 15 s or more on a loaded machine.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (tracker.exitCode !== null) throw new Error(`the spec's tracker exited:\n${log}`);
      if (
        await fetch(`http://127.0.0.1:${trackerPort}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the spec's tracker did not answer:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    site = await startSite({
      port: sitePort,
      cmsUrl: product.cmsUrl,
      trackerUrl: `http://127.0.0.1:${trackerPort}`,
      forwardedSecret,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl: site.url, outboxDir, stop };
}
