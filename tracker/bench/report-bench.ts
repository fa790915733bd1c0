import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addToRows, counterIncrementsFor, type CounterRow } from '../src/analytics/counter-increments.ts';
import type { Fact } from '../src/analytics/facts.ts';
import { createReportService } from '../src/analytics/report-service.ts';
import type { Store } from '../src/store/port.ts';
import { openSqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { syntheticFacts } from './synthetic-events.ts';

// Loads synthetic events (the event log plus their counters, in bulk) and times the 1-year funnel and
// daily reports, as the dashboard asks for them (America/New_York), at each size in turn.

const yearStart = Date.parse('2025-11-22T05:00:00Z');
const yearEnd = Date.parse('2026-11-22T05:00:00Z');
const yearQuery = { startDate: '2025-11-22', endDate: '2026-11-21', timezone: 'America/New_York', affiliateId: null };
const chunkSize = 250_000;

export type ReportTiming = {
  events: number;
  loadSeconds: number;
  databaseMb: number;
  funnelP50: number;
  dailyP50: number;
  bothP50: number;
  bothP99: number;
  /** CPU time of funnel + daily together (p50): what the work costs, whatever else the machine is doing. */
  bothCpuP50: number;
};

async function load({ store, count, firstEntryId, seed }: { store: Store; count: number; firstEntryId: number; seed: number }): Promise<void> {
  const rows = new Map<string, CounterRow>();
  let chunk: Fact[] = [];
  for (const fact of syntheticFacts({ count, fromMs: yearStart, toMs: yearEnd, seed, firstEntryId })) {
    chunk.push(fact);
    addToRows(rows, counterIncrementsFor(fact));
    if (chunk.length === chunkSize) {
      await store.loadBulk({ facts: chunk, rows: [] });
      chunk = [];
    }
  }
  await store.loadBulk({ facts: chunk, rows: [...rows.values()] });
}

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

const percentile = (sorted: number[], share: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(2));

export async function runReportBench({ sizes, log }: { sizes: number[]; log: (line: string) => void }): Promise<ReportTiming[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tracker-bench-reports-'));
  const path = join(folder, 'tracker.db');
  const store = openSqliteStore({ path });
  const reports = createReportService({ store });
  const timings: ReportTiming[] = [];
  try {
    let loaded = 0;
    for (const [index, size] of sizes.entries()) {
      const started = performance.now();
      await load({ store, count: size - loaded, firstEntryId: loaded + 1, seed: 1000 + index });
      loaded = size;
      const loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
      const funnel = await time(() => reports.funnel(yearQuery), 50);
      const daily = await time(() => reports.daily(yearQuery), 50);
      const both = await time(async () => {
        await reports.funnel(yearQuery);
        await reports.daily(yearQuery);
      }, 50);
      const databaseMb = Math.round(statSync(path).size / 1024 / 1024);
      const timing = {
        events: size,
        loadSeconds,
        databaseMb,
        funnelP50: percentile(funnel.wall, 0.5),
        dailyP50: percentile(daily.wall, 0.5),
        bothP50: percentile(both.wall, 0.5),
        bothP99: percentile(both.wall, 0.99),
        bothCpuP50: percentile(both.cpu, 0.5),
      };
      log(`${size.toLocaleString('en-US')} events (loaded in ${loadSeconds} s, ${databaseMb} MB): funnel p50 ${timing.funnelP50} ms, daily p50 ${timing.dailyP50} ms, both p50 ${timing.bothP50} ms (CPU ${timing.bothCpuP50} ms)`);
      timings.push(timing);
    }
    return timings;
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
