import { arrivalCookieName } from '@seniorguide/contracts';
import { emptyTouch, encodeArrival } from '@seniorguide/funnel';
import autocannon, { type AutocannonOptions } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { processCpuMs } from './process-cpu.ts';
import { startSettingsCms } from './settings-cms.ts';
import { startTracker, type RunningServer } from './servers.ts';

// This checkout's tracker against another checkout's (say, main before a change), started side by side on the
// same machine and measured in alternating rounds, so a neighbour's load hits both alike: track-visit and
// signup req/s, and the server's CPU time per request (from /proc), which a shared machine barely moves.
// `node bench/compare.ts --reference /path/to/other/checkout [--rounds 3] [--seconds 10] [--only signup|track-visit]
// [--arrival] [--review-threshold N]`. With --arrival every request carries the site's arrival cookie (first touch:
// affiliate, sub ids, utm, a click id), as a real browser's does since the site records it; a checkout without it
// ignores the cookie. With --review-threshold both trackers read their settings from a stand-in of the CMS whose
// Postbacks global holds that threshold (and no postback), so this checkout scores every signup and visit
// (tracker/README.md, "Held conversions"); a checkout without the review ignores it. With --review-only-this the
// reference reads a CMS whose threshold is empty (the postback key and worker alike, the review off): with
// `--reference` this same checkout, the rounds measure the review alone.

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    arrival: { type: 'boolean', default: false },
    'review-threshold': { type: 'string' },
    'review-only-this': { type: 'boolean', default: false },
  },
});
if (!values.reference) throw new Error('--reference <checkout> is required');
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const headers = { 'content-type': 'application/json', 'user-agent': browser };
// Traffic spread as a campaign's is: 20 affiliates, 10,000 sub ids, 100 placements in s1, so per-value counting
// (the dimension reports) meets new values as it would, not one hot row.
const spread = (n: number) => ({
  affiliateId: `aff-${n % 20}`,
  subId: `sub-${n % 10_000}`,
  s1: `place-${n % 100}`,
  s2: null,
  s3: null,
});

/** A browser's arrival cookie, spread like the bodies: 20 affiliates, 10,000 sub ids, a click id per visitor. */
const arrivalCookie = (n: number) => {
  const touch = {
    ...emptyTouch(),
    ...spread(n),
    utm_source: `source-${n % 10}`,
    utm_campaign: `campaign-${n % 50}`,
    s4: `slot-${n % 5}`,
    gclid: `gclid-${n}`,
  };
  return `${arrivalCookieName}=${encodeArrival({ first: touch, last: touch })}`;
};
const withArrival = (request: { headers?: Record<string, string> }, n: number) =>
  values.arrival ? { ...request, headers: { ...headers, cookie: arrivalCookie(n) } } : request;

let counter = 0;
const calls = {
  'track-visit': (url: string): AutocannonOptions => ({
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/track-visit',
        headers,
        setupRequest: (request) => ({
          ...withArrival(request, counter),
          body: JSON.stringify({ page: '/', referrer: '', ...spread(counter++) }),
        }),
      },
    ],
  }),
  signup: (url: string): AutocannonOptions => ({
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/waitlist',
        headers,
        setupRequest: (request) => ({
          ...withArrival(request, counter),
          body: JSON.stringify({
            email: `bench-${Date.now()}-${counter}@example.com`,
            ...spread(counter++),
            version: 1,
          }),
        }),
      },
    ],
  }),
};
type Call = keyof typeof calls;
const measuredCalls = (Object.keys(calls) as Call[]).filter((call) => !values.only || call === values.only);
type Round = { requestsPerSecond: number; p50: number; cpuMicros: number; failures: number };

async function measure(server: RunningServer, call: Call, duration: number): Promise<Round> {
  const { pid } = server;
  if (pid === undefined) throw new Error('the tracker under test has no process id');
  const before = processCpuMs(pid);
  const result = await autocannon({ ...calls[call](server.url), connections: 100, duration });
  const cpuMicros = Math.round(((processCpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    cpuMicros,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const folder = mkdtempSync(join(tmpdir(), 'tracker-compare-'));
const settingsCms = values['review-threshold'] ? await startSettingsCms(Number(values['review-threshold'])) : null;
const referenceCms = settingsCms && values['review-only-this'] ? await startSettingsCms(null) : settingsCms;
const envOf = (cms: typeof settingsCms): Record<string, string> =>
  cms ? { TRACKER_CMS_URL: cms.url, TRACKER_CMS_POSTBACK_KEY: cms.key } : {};
const env = envOf(settingsCms);
const servers: Record<'this' | 'reference', RunningServer> = {
  this: await startTracker({
    port: 4141,
    dbPath: join(folder, 'this.db'),
    outboxDir: join(folder, 'this-outbox'),
    synchronous: 'FULL',
    env,
  }),
  reference: await startTracker({
    port: 4142,
    dbPath: join(folder, 'reference.db'),
    outboxDir: join(folder, 'reference-outbox'),
    synchronous: 'FULL',
    entry: resolve(values.reference, 'tracker/src/index.ts'),
    env: envOf(referenceCms),
  }),
};
const runs = new Map<string, Round[]>();
try {
  for (const server of Object.values(servers)) for (const call of measuredCalls) await measure(server, call, 2);
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which tree goes first, so neither always meets the other's leftovers (WAL checkpoints, GC).
    const order = round % 2 === 1 ? (['this', 'reference'] as const) : (['reference', 'this'] as const);
    for (const call of measuredCalls) {
      for (const tree of order) {
        const measured = await measure(servers[tree], call, seconds);
        runs.set(`${call} ${tree}`, [...(runs.get(`${call} ${tree}`) ?? []), measured]);
        console.log(
          `round ${round}: ${call} ${tree}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50} ms, ${measured.cpuMicros} µs CPU/request, ${measured.failures} failed`,
        );
      }
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  await settingsCms?.close();
  if (referenceCms !== settingsCms) await referenceCms?.close();
  rmSync(folder, { recursive: true, force: true });
}

console.log(`\nmedians of ${rounds} rounds of ${seconds} s, 100 connections (reference: ${values.reference})`);
console.log('| call | this req/s | reference req/s | this/reference | this CPU µs/req | reference CPU µs/req |');
console.log('|---|---|---|---|---|---|');
for (const call of measuredCalls) {
  const mine = runs.get(`${call} this`) ?? [];
  const theirs = runs.get(`${call} reference`) ?? [];
  const rate = (list: Round[]) => median(list.map((run) => run.requestsPerSecond));
  const cpu = (list: Round[]) => median(list.map((run) => run.cpuMicros));
  console.log(
    `| ${call} | ${rate(mine)} | ${rate(theirs)} | ${((rate(mine) / rate(theirs)) * 100).toFixed(1)}% | ${cpu(mine)} | ${cpu(theirs)} |`,
  );
}
