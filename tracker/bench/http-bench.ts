import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScript, startTracker, type RunningServer } from './servers.ts';

// Throughput and latency of track-visit and signup on the running tracker (embedded store, synchronous=FULL),
// alternating in the same run with the two ceilings: an Express 5 route and a bare Node http server that
// parse the same JSON body and store nothing.

export type Measured = { requestsPerSecond: number; p50: number; p99: number; failures: number };

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const visitBody = JSON.stringify({
  page: '/',
  referrer: '',
  affiliateId: 'aff-01',
  subId: 'ONB_aff-01',
  s1: null,
  s2: null,
  s3: null,
});
const headers = { 'content-type': 'application/json', 'user-agent': browser };

function summarise(result: AutocannonResult): Measured {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Many concurrent visitors: a durable write waits for a disk flush, so throughput needs requests in flight. */
export const connections = 100;

async function measure(options: AutocannonOptions): Promise<Measured> {
  return summarise(await autocannon({ connections, ...options }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The best round: other jobs on a shared machine only ever slow a run down, never speed it up. */
function bestOf(runs: Measured[]): Measured {
  return runs.reduce((best, run) => (run.requestsPerSecond > best.requestsPerSecond ? run : best));
}

function medianOf(runs: Measured[]): Measured {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

export type HttpBenchResult = {
  expressCeiling: Measured;
  nodeCeiling: Measured;
  trackVisit: Measured;
  trackVisitNormal: Measured;
  best: { expressCeiling: Measured; nodeCeiling: Measured; trackVisit: Measured; trackVisitNormal: Measured };
  signup: Measured;
  trackVisitAtHalfRate: Measured & { targetRate: number };
  trackVisitNormalAtHalfRate: Measured & { targetRate: number };
};

export async function runHttpBench({
  rounds,
  seconds,
  log,
}: {
  rounds: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<HttpBenchResult> {
  const folder = mkdtempSync(join(tmpdir(), 'tracker-bench-http-'));
  const servers: RunningServer[] = [];
  try {
    const express = await startScript({ script: 'ceiling-express.ts', port: 4102 });
    const node = await startScript({ script: 'ceiling-http.ts', port: 4103 });
    const tracker = await startTracker({
      port: 4101,
      dbPath: join(folder, 'tracker.db'),
      outboxDir: join(folder, 'outbox'),
      synchronous: 'FULL',
    });
    const normal = await startTracker({
      port: 4104,
      dbPath: join(folder, 'normal.db'),
      outboxDir: join(folder, 'outbox'),
      synchronous: 'NORMAL',
    });
    servers.push(express, node, tracker, normal);
    const visit = (url: string) => ({
      url: `${url}/api/track-visit`,
      method: 'POST',
      headers,
      body: visitBody,
      duration: seconds,
    });

    for (const url of [express.url, node.url, tracker.url, normal.url]) await measure({ ...visit(url), duration: 2 });
    const runs: Record<'express' | 'node' | 'tracker' | 'normal', Measured[]> = {
      express: [],
      node: [],
      tracker: [],
      normal: [],
    };
    for (let round = 1; round <= rounds; round += 1) {
      runs.express.push(await measure(visit(express.url)));
      runs.node.push(await measure(visit(node.url)));
      runs.tracker.push(await measure(visit(tracker.url)));
      runs.normal.push(await measure(visit(normal.url)));
      const rate = (name: keyof typeof runs) => runs[name].at(-1)?.requestsPerSecond;
      log(
        `round ${round}: express ${rate('express')}, node ${rate('node')}, track-visit FULL ${rate('tracker')}, NORMAL ${rate('normal')} req/s`,
      );
    }
    const trackVisit = medianOf(runs.tracker);
    const trackVisitNormal = medianOf(runs.normal);

    let counter = 0;
    const signup = await measure({
      url: `${tracker.url}/api/waitlist`,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/waitlist',
          headers,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: `bench-${Date.now()}-${counter++}@example.com`,
              affiliateId: 'aff-01',
              version: 1,
            }),
          }),
        },
      ],
    });
    log(`signup: ${signup.requestsPerSecond} req/s`);

    const atHalf = async (url: string, max: Measured) => {
      const targetRate = Math.round(max.requestsPerSecond / 2);
      const measured = await measure({ ...visit(url), overallRate: targetRate });
      log(`track-visit at ${targetRate} req/s: p99 ${measured.p99} ms`);
      return { ...measured, targetRate };
    };
    return {
      expressCeiling: medianOf(runs.express),
      nodeCeiling: medianOf(runs.node),
      trackVisit,
      trackVisitNormal,
      best: {
        expressCeiling: bestOf(runs.express),
        nodeCeiling: bestOf(runs.node),
        trackVisit: bestOf(runs.tracker),
        trackVisitNormal: bestOf(runs.normal),
      },
      signup,
      trackVisitAtHalfRate: await atHalf(tracker.url, trackVisit),
      trackVisitNormalAtHalfRate: await atHalf(normal.url, trackVisitNormal),
    };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
