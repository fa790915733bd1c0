import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { connections, runHttpBench, type Measured } from './http-bench.ts';
import { runReportBench } from './report-bench.ts';

// `pnpm --filter @seniorguide/tracker run bench` (about 6–10 minutes on 2 cores). Writes bench/latest-results.md.
// --quick runs a short smoke version (1 round of 3 s, 100k and 1M events); --http-only stops after the HTTP part.

const quick = process.argv.includes('--quick');
const log = (line: string) => console.log(line);

const http = await runHttpBench({ rounds: quick ? 1 : 3, seconds: quick ? 3 : 10, log });
if (process.argv.includes('--http-only')) process.exit(0);
const reports = await runReportBench({ sizes: quick ? [100_000, 1_000_000] : [100_000, 10_000_000], log });

const row = (name: string, measured: Measured) =>
  `| ${name} | ${measured.requestsPerSecond} | ${measured.p50} | ${measured.p99} | ${measured.failures} |`;
const share = (measured: Measured, ceiling = http.expressCeiling) =>
  ((measured.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1);
const [small, large] = reports;
const ratio = small && large ? large.bothP50 / small.bothP50 : Number.NaN;
const cpuRatio = small && large ? large.bothCpuP50 / small.bothCpuP50 : Number.NaN;

const lines = [
  `# Tracker benchmark, ${new Date().toISOString()}${quick ? ' (quick)' : ''}`,
  '',
  `Same machine, same run, alternating; autocannon with ${connections} connections; medians of the rounds. Load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${cpus().length} cores.`,
  '',
  '| target | req/s | p50 ms | p99 ms | failed |',
  '|---|---|---|---|---|',
  row('bare Node http, parse JSON, 204', http.nodeCeiling),
  row('Express 5 route, parse JSON, 204', http.expressCeiling),
  row('tracker POST /api/track-visit (synchronous=FULL, the default)', http.trackVisit),
  row('tracker POST /api/track-visit (synchronous=NORMAL)', http.trackVisitNormal),
  row('best round: bare Node http', http.best.nodeCeiling),
  row('best round: Express 5 route', http.best.expressCeiling),
  row('best round: track-visit FULL', http.best.trackVisit),
  row('best round: track-visit NORMAL', http.best.trackVisitNormal),
  row('tracker POST /api/waitlist (new email each)', http.signup),
  row(`track-visit FULL at ${http.trackVisitAtHalfRate.targetRate} req/s (half its max)`, http.trackVisitAtHalfRate),
  row(
    `track-visit NORMAL at ${http.trackVisitNormalAtHalfRate.targetRate} req/s (half its max)`,
    http.trackVisitNormalAtHalfRate,
  ),
  '',
  `track-visit reaches **${share(http.trackVisit)}%** of the Express ceiling with FULL and **${share(http.trackVisitNormal)}%** with NORMAL (target ≥ 80%); best rounds: **${share(http.best.trackVisit, http.best.expressCeiling)}%** / **${share(http.best.trackVisitNormal, http.best.expressCeiling)}%**; p99 at half the maximum rate **${http.trackVisitAtHalfRate.p99} ms** / **${http.trackVisitNormalAtHalfRate.p99} ms** (target ≤ 15 ms).`,
  '',
  '| events | load s | db MB | funnel p50 ms | daily p50 ms | funnel then daily p50 ms | p99 ms | CPU p50 ms |',
  '|---|---|---|---|---|---|---|---|',
  ...reports.map(
    (timing) =>
      `| ${timing.events.toLocaleString('en-US')} | ${timing.loadSeconds} | ${timing.databaseMb} | ${timing.funnelP50} | ${timing.dailyP50} | ${timing.bothP50} | ${timing.bothP99} | ${timing.bothCpuP50} |`,
  ),
  '',
  `1-year funnel + daily at the largest size: **${large?.bothP50 ?? '?'} ms** p50 (target ≤ 25 ms), **${ratio.toFixed(2)}×** the smallest (target ≤ 1.5×); in CPU time ${large?.bothCpuP50 ?? '?'} ms, **${cpuRatio.toFixed(2)}×**.`,
  '',
];
const output = lines.join('\n');
console.log(`\n${output}`);
writeFileSync(resolve(import.meta.dirname, quick ? 'latest-results-quick.md' : 'latest-results.md'), output);
