// What a flood of requests a visitor can make up costs the site: pages of demo offers that do not exist and
// Host headers nobody configured, each against the same number of answers of `/` from memory. The figure is
// the CPU the site's process spent (all its threads, so the background compression counts too), read from
// /proc until the process is idle again, and whether `/` is still answered from memory afterwards.
//
//   BENCH_ONLY=flood pnpm run bench:pages      (FLOOD_REQUESTS, 100 by default)
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { processCpuMs } from '../../tracker/bench/process-cpu.ts';

const acceptEncoding = 'gzip, deflate, br, zstd';
const agent = new Agent({ keepAlive: true, maxSockets: 10 });

/** One GET with an optional Host of the caller's choosing; resolves with the status once the body is read. */
function get(siteUrl: string, path: string, host?: string): Promise<number> {
  const target = new URL(path, siteUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { 'accept-encoding': acceptEncoding, ...(host ? { host } : {}) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the process used under 5% of a core over a second (its background work is done), 15 min at most (a busy machine gives the process a small share of a core). */
async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 900_000;
  const recent: number[] = [];
  while (Date.now() < deadline) {
    const before = processCpuMs(pid);
    await sleep(1_000);
    recent.push(processCpuMs(pid) - before);
    if ((recent.at(-1) ?? 0) < 50) return;
  }
  throw new Error(
    `the site was still busy 15 minutes after the flood (CPU ms per second, last: ${recent.slice(-10).join(', ')})`,
  );
}

type Call = { path: string; host?: string };

/** CPU ms per second the idle process still uses (timers, the content layer): subtracted from each figure. */
async function idleRate(pid: number): Promise<number> {
  await waitUntilIdle(pid);
  const before = processCpuMs(pid);
  await sleep(5_000);
  return (processCpuMs(pid) - before) / 5;
}

type Measured = { cpuSeconds: number; wallSeconds: number; statuses: Map<number, number> };

/**
 * Sends the calls ten at a time; the site's CPU from the first call until it is idle again, less what it
 * uses idle over that time (on a busy machine its background compression takes minutes of wall time).
 */
async function measure(siteUrl: string, pid: number, calls: Call[], idleMsPerSecond: number): Promise<Measured> {
  await waitUntilIdle(pid);
  const before = processCpuMs(pid);
  const startedAt = Date.now();
  const statuses = new Map<number, number>();
  const queue = [...calls];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const status = await get(siteUrl, call.path, call.host);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  await waitUntilIdle(pid);
  const wallSeconds = (Date.now() - startedAt) / 1000;
  return {
    cpuSeconds: Math.max(0, processCpuMs(pid) - before - idleMsPerSecond * wallSeconds) / 1000,
    wallSeconds,
    statuses,
  };
}

const made = () => randomBytes(6).toString('hex');
const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');

export async function benchPageCacheFlood({
  siteUrl,
  pid,
  requests = Number(process.env.FLOOD_REQUESTS ?? 100),
}: {
  siteUrl: string;
  pid: number;
  requests?: number;
}) {
  const times = (count: number, call: () => Call) => Array.from({ length: count }, call);
  await get(siteUrl, '/');
  await get(siteUrl, '/offer-landing/hearing-aids');
  const idle = await idleRate(pid);
  const run = (calls: Call[]) => measure(siteUrl, pid, calls, idle);
  const rows: [string, Measured][] = [];
  rows.push([`${requests} × / from memory`, await run(times(requests, () => ({ path: '/' })))]);
  rows.push([
    `${requests} × /offer-landing/<random slug>`,
    await run(times(requests, () => ({ path: `/offer-landing/flood-${made()}` }))),
  ]);
  rows.push([
    `${requests} × / with a random Host`,
    await run(times(requests, () => ({ path: '/', host: `flood-${made()}.example` }))),
  ]);
  // Past the memory's 200 pages: does `/` still come from memory afterwards, or is it rendered again?
  await run(times(300, () => ({ path: `/offer-landing/flood-${made()}` })));
  rows.push(['1 × / after 300 random slugs', await run([{ path: '/' }])]);
  console.log(
    `\nPage memory under a flood (the site's CPU, all threads, until idle again, less its idle ${idle.toFixed(0)} ms/s):`,
  );
  console.log('| requests | site CPU | until idle again | answers |');
  console.log('|---|---|---|---|');
  for (const [label, { cpuSeconds, wallSeconds, statuses }] of rows)
    console.log(`| ${label} | ${cpuSeconds.toFixed(2)} s | ${wallSeconds.toFixed(1)} s | ${statusText(statuses)} |`);
  agent.destroy();
}
