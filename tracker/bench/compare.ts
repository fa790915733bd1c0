import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchCall, benchCalls, type BenchCall } from './bench-calls.ts';
import { processThreadCpuMs } from './process-cpu.ts';
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
// `--reference` this same checkout, the rounds measure the review alone. With --requests N each round sends
// exactly N requests over 20 connections instead of a timed run: the CPU per request of a fixed amount of work,
// split by thread (the main thread that answers, the SQLite writer thread, and the rest: V8's helpers and libuv's
// pool, which signs), is the figure to compare on a shared machine.

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    arrival: { type: 'boolean', default: false },
    'review-threshold': { type: 'string' },
    'review-only-this': { type: 'boolean', default: false },
    requests: { type: 'string' },
  },
});
if (!values.reference) throw new Error('--reference <checkout> is required');
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const length = values.requests ? { requests: Number(values.requests) } : { seconds };

const measuredCalls = benchCalls.filter((call) => !values.only || call === values.only);
type Cpu = { cpuMicros: number; mainMicros: number; writerMicros: number; restMicros: number };
type Round = Cpu & { requestsPerSecond: number; p50: number; failures: number };

/** One round: for `seconds` at 100 connections, or with --requests exactly that many requests at 20. */
async function measure(server: RunningServer, call: BenchCall, length: { seconds: number } | { requests: number }) {
  const { pid } = server;
  if (pid === undefined) throw new Error('the tracker under test has no process id');
  const before = processThreadCpuMs(pid);
  const load =
    'requests' in length
      ? { connections: 20, amount: length.requests }
      : { connections: 100, duration: length.seconds };
  const result = await autocannon({ ...benchCall(call, { arrival: values.arrival })(server.url), ...load });
  const after = processThreadCpuMs(pid);
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, result.requests.total));
  const round: Round = {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    cpuMicros: perRequest(after.main + after.workers + after.rest - before.main - before.workers - before.rest),
    mainMicros: perRequest(after.main - before.main),
    writerMicros: perRequest(after.workers - before.workers),
    restMicros: perRequest(after.rest - before.rest),
    failures: result.non2xx + result.errors + result.timeouts,
  };
  return round;
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
  for (const server of Object.values(servers))
    for (const call of measuredCalls)
      await measure(server, call, values.requests ? { requests: 2_000 } : { seconds: 2 });
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which tree goes first, so neither always meets the other's leftovers (WAL checkpoints, GC).
    const order = round % 2 === 1 ? (['this', 'reference'] as const) : (['reference', 'this'] as const);
    for (const call of measuredCalls) {
      for (const tree of order) {
        const measured = await measure(servers[tree], call, length);
        runs.set(`${call} ${tree}`, [...(runs.get(`${call} ${tree}`) ?? []), measured]);
        console.log(
          `round ${round}: ${call} ${tree}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50} ms, ${measured.cpuMicros} µs CPU/request (main ${measured.mainMicros}, writer ${measured.writerMicros}, rest ${measured.restMicros}), ${measured.failures} failed`,
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

const each = values.requests ? `${values.requests} requests, 20 connections` : `${seconds} s, 100 connections`;
console.log(`\nmedians of ${rounds} rounds of ${each} (reference: ${values.reference})`);
console.log(
  '| call | this req/s | reference req/s | this/reference | this CPU µs/req (main/writer/rest) | reference CPU µs/req (main/writer/rest) | CPU this/reference |',
);
console.log('|---|---|---|---|---|---|---|');
for (const call of measuredCalls) {
  const mine = runs.get(`${call} this`) ?? [];
  const theirs = runs.get(`${call} reference`) ?? [];
  const rate = (list: Round[]) => median(list.map((run) => run.requestsPerSecond));
  const cpu = (list: Round[], part: keyof Cpu = 'cpuMicros') => median(list.map((run) => run[part]));
  const cpuCell = (list: Round[]) =>
    `${cpu(list)} (${cpu(list, 'mainMicros')}/${cpu(list, 'writerMicros')}/${cpu(list, 'restMicros')})`;
  console.log(
    `| ${call} | ${rate(mine)} | ${rate(theirs)} | ${((rate(mine) / rate(theirs)) * 100).toFixed(1)}% | ${cpuCell(mine)} | ${cpuCell(theirs)} | ${((cpu(mine) / cpu(theirs)) * 100).toFixed(1)}% |`,
  );
}
