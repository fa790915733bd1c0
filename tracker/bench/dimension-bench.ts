import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDimensionCounts } from './dimension-bulk-load.ts';
import { checkLeaders } from './dimension-leaders-check.ts';

// The report by dimension's target figure: the 1-year report by sub id with its money (America/New_York) with 10,000 distinct sub ids, at each
// size of synthetic traffic. `node bench/dimension-bench.ts [--sizes 100000,10000000] [--rounds 9]` bulk-loads
// each size into its own file (bench/dimension-bulk-load.ts: the rows the store writes, straight into SQLite,
// not through HTTP), then times the report on each file in turn, each timing in a fresh process
// (bench/dimension-report-timing.ts), alternating sizes round by round so a neighbour's load hits both alike.
// Two years are timed: one ending two days before the traffic does, so both bounds of each value read are
// older quarters (one seek each: the worst case), and one ending on the traffic's last day, as a report up to
// today does (the newest totals sit on the series row: one seek per value read). The report reads the 200
// values with the most impressions ever and the scope's total series, or every value when those could be
// outdone (README "Reports by dimension").
// Throughput with the extra counting: bench/compare.ts --reference <checkout of main>.

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100000,10000000' }, rounds: { type: 'string', default: '9' } },
});
const sizes = (values.sizes ?? '').split(',').map(Number);
const rounds = Number(values.rounds);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

// A month of traffic before the report's year, so both of each value's bounds land on a row.
const fromMs = Date.parse('2025-10-22T00:00:00Z');
const toMs = Date.parse('2026-11-23T00:00:00Z');

const folder = mkdtempSync(join(tmpdir(), 'tracker-bench-dimensions-'));
try {
  const files = sizes.map((events, index) => {
    const path = join(folder, `${events}.db`);
    const started = performance.now();
    const rows = loadDimensionCounts({ path, events, values: 10_000, fromMs, toMs, seed: 1 + index });
    console.log(
      `${events.toLocaleString('en-US')} events: ${rows.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s, ${Math.round(statSync(path).size / 1024 / 1024)} MB`,
    );
    return { events, path };
  });
  // Before timing anything: the leaders read gives what reading every value gives, on these very files.
  for (const file of files)
    for (const line of await checkLeaders(file.path))
      console.log(`${file.events.toLocaleString('en-US')} events, ${line}`);
  const reports = [
    { label: 'year ending 2026-11-21 (both bounds seek)', endDate: '2026-11-21' },
    { label: 'year ending 2026-11-23, up to today (one seek)', endDate: '2026-11-23' },
  ];
  const samples = files.flatMap((file) =>
    reports.map((report) => ({ ...file, ...report, wall: [] as number[], cpu: [] as number[] })),
  );
  for (let round = 1; round <= rounds; round += 1) {
    for (const file of round % 2 === 1 ? samples : [...samples].reverse()) {
      const output = execFileSync(
        process.execPath,
        [resolve(import.meta.dirname, 'dimension-report-timing.ts'), file.path, 'sub_id', file.endDate],
        { encoding: 'utf8' },
      );
      const sample = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        p50: number;
        p99: number;
        cpuP50: number;
        rows: number;
        revenueCents: number;
      };
      file.wall.push(sample.p50);
      file.cpu.push(sample.cpuP50);
      console.log(
        `round ${round}, ${file.events.toLocaleString('en-US')} events, ${file.label}: p50 ${sample.p50} ms, p99 ${sample.p99} ms, CPU p50 ${sample.cpuP50} ms (${sample.rows} rows shown, revenue $${(sample.revenueCents / 100).toLocaleString('en-US')})`,
      );
    }
  }
  for (const report of reports) {
    const timed = samples.filter((sample) => sample.endDate === report.endDate);
    for (const file of timed)
      console.log(
        `${report.label}, ${file.events.toLocaleString('en-US')} events: median p50 ${median(file.wall)} ms, CPU ${median(file.cpu)} ms`,
      );
    const [first, last] = [timed[0], timed.at(-1)];
    if (first && last && first !== last) {
      console.log(
        `${report.label}, largest / smallest: wall ${(median(last.wall) / median(first.wall)).toFixed(2)}×, CPU ${(median(last.cpu) / median(first.cpu)).toFixed(2)}×`,
      );
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
