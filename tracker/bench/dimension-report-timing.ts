import { dimensionReportQuerySchema } from '@seniorguide/contracts';
import { createReportService } from '../src/reports/report-service.ts';
import { openSqliteStore } from '../src/store/open-store.ts';

// Times the 1-year report by sub id, money included, on one database, in a process of its own (as report-timing.ts does):
// `node bench/dimension-report-timing.ts <db path> [dimension] [end date]` prints one JSON line of
// milliseconds. The year ends on the end date (2026-11-21 unless given), in America/New_York.

const iterations = 30;
const path = process.argv[2];
if (!path) throw new Error('usage: dimension-report-timing.ts <db path> [dimension]');
const store = openSqliteStore({ path });
const reports = createReportService({ store });
const endDate = process.argv[4] ?? '2026-11-21';
const startDate = new Date(Date.parse(`${endDate}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
const query = dimensionReportQuerySchema.parse({
  dimension: process.argv[3] ?? 'sub_id',
  startDate,
  endDate,
  timezone: 'America/New_York',
});
let rows = 0;
let impressions = 0;
let revenueCents = 0;
for (let warm = 0; warm < 5; warm += 1) {
  const report = await reports.dimensions(query);
  rows = report.rows.length;
  impressions = report.total.figures.impressions;
  revenueCents = report.total.figures.money?.revenueCents ?? 0;
  // The timing is of the report with its money: every row shown carries it, read from the same rows.
  if (revenueCents <= 0 || report.rows.some((row) => row.figures.money === undefined))
    throw new Error('the report came without its money');
}
const wall: number[] = [];
const cpu: number[] = [];
for (let index = 0; index < iterations; index += 1) {
  const startedCpu = process.cpuUsage();
  const started = performance.now();
  await reports.dimensions(query);
  wall.push(performance.now() - started);
  const used = process.cpuUsage(startedCpu);
  cpu.push((used.user + used.system) / 1000);
}
await store.close();
const at = (sorted: number[], share: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(1));
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  JSON.stringify({ p50: at(wall, 0.5), p99: at(wall, 0.99), cpuP50: at(cpu, 0.5), rows, impressions, revenueCents }),
);
