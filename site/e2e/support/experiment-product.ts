import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newAssignmentId, signLandingAssignment } from '@seniorguide/node-http';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';

// A landing experiment running for a spec's own site AND tracker, while the shared CMS keeps it paused (so the
// shared product's `/` stays version 1 for every other spec). Both read the CMS through a stand-in that passes
// every call through (sign-in and sessions too) but answers the experiments as the spec sets them. The site
// signs each assignment with the secret the tracker verifies it with, as the run command sets them.

const trackerEntry = fileURLToPath(new URL('../../../tracker/src/index.ts', import.meta.url));
const forwardedSecret = 'experiment-product-forwarded-secret-of-32-chars';
const experimentSecret = 'experiment-product-assignment-secret-of-32-chars';

/** The cookie value this product's site would have set for a visitor it assigned to `version`. */
export const assignmentCookieValue = ({
  experimentId,
  version,
  since,
}: {
  experimentId: string;
  version: number;
  since: string;
}): string =>
  signLandingAssignment(
    { experimentId, version, since: Date.parse(since), assignmentId: newAssignmentId() },
    experimentSecret,
  );

export type ExperimentDocument = Record<string, unknown> & { id: string };

export type ExperimentProduct = {
  siteUrl: string;
  /** What the CMS answers for the experiments from now on (null: none); the site re-reads it on its publish call. */
  setExperiment: (doc: ExperimentDocument | null) => void;
  stop: () => Promise<void>;
};

async function cmsWithExperiment(
  current: () => ExperimentDocument | null,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', product.cmsUrl);
    const experiment = current();
    if (request.method === 'GET' && url.pathname === '/api/experiments') {
      const docs = experiment ? [experiment] : [];
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          docs,
          totalDocs: docs.length,
          page: 1,
          totalPages: 1,
          limit: 100,
          hasNextPage: false,
          hasPrevPage: false,
        }),
      );
      return;
    }
    if (request.method === 'GET' && experiment && url.pathname === `/api/experiments/${experiment.id}`) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(experiment));
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
    try {
      const answer = await fetch(url, {
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
    } catch {
      request.socket.destroy();
    }
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

export async function startExperimentProduct({ sitePort }: { sitePort?: number } = {}): Promise<ExperimentProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-experiment-'));
  let experiment: ExperimentDocument | null = null;
  const cms = await cmsWithExperiment(() => experiment);
  const trackerPort = await freePort();
  const port = sitePort ?? (await freePort());
  const tracker = spawn(process.execPath, [trackerEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TRACKER_PORT: String(trackerPort),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      TRACKER_CMS_URL: cms.url,
      TRACKER_PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRACKER_SECRET: 'experiment-product-secret-of-32-characters-or-more',
      TRACKER_FORWARDED_SECRET: forwardedSecret,
      TRACKER_EXPERIMENT_SECRET: experimentSecret,
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
    const deadline = Date.now() + 20_000;
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
      port,
      cmsUrl: cms.url,
      trackerUrl: `http://127.0.0.1:${trackerPort}`,
      forwardedSecret,
      experimentSecret,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    siteUrl: site.url,
    setExperiment: (doc) => {
      experiment = doc;
    },
    stop,
  };
}
