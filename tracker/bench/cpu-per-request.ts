import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processCpuMs } from './process-cpu.ts';
import { benchTrackerEnv } from './servers.ts';

// CPU time per request, on a shared machine: throughput there says more about the neighbours than about the
// code, but the CPU a server process spends on a fixed number of requests barely moves with load. Counts the
// server process's user + system time (all its threads, from /proc) over a fixed number of requests, for the
// Express ceiling, `track-visit` (synchronous=FULL) and signup. `node bench/cpu-per-request.ts [requests]`.

const requests = Number(process.argv[2] ?? 30_000);
const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const headers = { 'content-type': 'application/json', 'user-agent': browser };
const visitBody = JSON.stringify({
  page: '/',
  referrer: '',
  affiliateId: 'aff-01',
  subId: 'ONB_aff-01',
  s1: null,
  s2: null,
  s3: null,
});

async function start(script: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(resolve(import.meta.dirname, script), [String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${script} did not start`);
}

async function cpuPerRequest(child: ChildProcess, options: Parameters<typeof autocannon>[0]): Promise<number> {
  if (!child.pid) throw new Error('no pid');
  await autocannon({ ...options, connections: 20, amount: 2_000 });
  const before = processCpuMs(child.pid);
  const result = await autocannon({ ...options, connections: 20, amount: requests });
  const spent = processCpuMs(child.pid) - before;
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx + result.errors} failed requests`);
  return Math.round((spent * 1000) / requests);
}

const folder = mkdtempSync(join(tmpdir(), 'tracker-cpu-'));
const express = await start('ceiling-express.ts', 4131, {});
const tracker = await start(
  '../src/index.ts',
  4132,
  benchTrackerEnv({ port: 4132, dbPath: join(folder, 'tracker.db'), outboxDir: join(folder, 'outbox') }),
);
let counter = 0;
const ceiling = await cpuPerRequest(express, {
  url: 'http://127.0.0.1:4131/api/track-visit',
  method: 'POST',
  headers,
  body: visitBody,
});
const visit = await cpuPerRequest(tracker, {
  url: 'http://127.0.0.1:4132/api/track-visit',
  method: 'POST',
  headers,
  body: visitBody,
});
const signup = await cpuPerRequest(tracker, {
  url: 'http://127.0.0.1:4132',
  requests: [
    {
      method: 'POST',
      path: '/api/waitlist',
      headers,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          email: `cpu-${Date.now()}-${counter++}@example.com`,
          affiliateId: 'aff-01',
          version: 1,
        }),
      }),
    },
  ],
});
console.log(
  `CPU µs per request over ${requests}: Express ceiling ${ceiling}, track-visit ${visit} (ceiling/visit ${(ceiling / visit).toFixed(3)}), signup ${signup} (ceiling/signup ${(ceiling / signup).toFixed(3)})`,
);
express.kill('SIGTERM');
tracker.kill('SIGTERM');
rmSync(folder, { recursive: true, force: true });
