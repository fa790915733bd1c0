import { createReportService } from '../src/reports/report-service.ts';
import { openSqliteStore } from '../src/store/open-store.ts';

// Times the 1-year funnel and daily reports on one database, in a process of its own: a serving tracker, not
// the process that just generated millions of synthetic events (whose garbage would be collected mid-timing).
// `node bench/report-timing.ts <db path>` prints one JSON line of milliseconds.

export type ReportSample = {
  funnelP50: number;
  dailyP50: number;
  bothP50: number;
  bothP99: number;
  bothCpuP50: number;
};

export const yearQuery = {
  startDate: '2025-11-22',
  endDate: '2026-11-21',
  timezone: 'America/New_York',
  affiliateId: null,
};

async function time(run: () => Promise<unknown>, iterations: number): Promise<{ wall: number[]; cpu: number[] }> {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const startedCpu = process.cpuUsage();
    const started = performance.now();
    await run();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const percentile = (sorted: number[], share: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(2));

const path = process.argv[2];
if (!path) throw new Error('usage: report-timing.ts <db path>');
const store = openSqliteStore({ path });
const reports = createReportService({ store });
const funnel = await time(() => reports.funnel(yearQuery), 50);
const daily = await time(() => reports.daily(yearQuery), 50);
const both = await time(async () => {
  await reports.funnel(yearQuery);
  await reports.daily(yearQuery);
}, 50);
await store.close();
const sample: ReportSample = {
  funnelP50: percentile(funnel.wall, 0.5),
  dailyP50: percentile(daily.wall, 0.5),
  bothP50: percentile(both.wall, 0.5),
  bothP99: percentile(both.wall, 0.99),
  bothCpuP50: percentile(both.cpu, 0.5),
};
console.log(JSON.stringify(sample));
