import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addToRows, counterIncrementsFor, type CounterRow } from '../src/counting/counter-increments.ts';
import type { Fact } from '../src/counting/facts.ts';
import { openSqliteBulkLoader } from './bulk-load.ts';
import type { ReportSample } from './report-timing.ts';
import { syntheticFacts } from './synthetic-events.ts';

// Loads synthetic events (the event log plus their counters, in bulk), keeps a copy of the database at each
// size, then times the 1-year funnel and daily reports (America/New_York, as the dashboard asks for them) on
// every size in turn, alternating, each timing in a fresh process (report-timing.ts); medians of the rounds.

const yearStart = Date.parse('2025-11-22T05:00:00Z');
const yearEnd = Date.parse('2026-11-22T05:00:00Z');
const chunkSize = 250_000;
const rounds = 3;

export type ReportTiming = ReportSample & { events: number; loadSeconds: number; databaseMb: number };

function load({
  path,
  count,
  firstEntryId,
  seed,
}: {
  path: string;
  count: number;
  firstEntryId: number;
  seed: number;
}): void {
  const loader = openSqliteBulkLoader(path);
  const rows = new Map<string, CounterRow>();
  let chunk: Fact[] = [];
  for (const fact of syntheticFacts({ count, fromMs: yearStart, toMs: yearEnd, seed, firstEntryId })) {
    chunk.push(fact);
    addToRows(rows, counterIncrementsFor(fact));
    if (chunk.length === chunkSize) {
      loader.load({ facts: chunk, rows: [] });
      chunk = [];
    }
  }
  loader.load({ facts: chunk, rows: [...rows.values()] });
  // Closing checkpoints the WAL into the file, so a copy is the whole database at this size.
  loader.close();
}

function timeReports(path: string): ReportSample {
  const output = execFileSync(process.execPath, [resolve(import.meta.dirname, 'report-timing.ts'), path], {
    encoding: 'utf8',
  });
  const sample: ReportSample = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  return sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function medianSample(samples: ReportSample[]): ReportSample {
  const of = (field: keyof ReportSample) => median(samples.map((sample) => sample[field]));
  return {
    funnelP50: of('funnelP50'),
    dailyP50: of('dailyP50'),
    bothP50: of('bothP50'),
    bothP99: of('bothP99'),
    bothCpuP50: of('bothCpuP50'),
  };
}

export async function runReportBench({
  sizes,
  log,
}: {
  sizes: number[];
  log: (line: string) => void;
}): Promise<ReportTiming[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tracker-bench-reports-'));
  const path = join(folder, 'tracker.db');
  try {
    const loaded: { events: number; loadSeconds: number; databaseMb: number; copy: string }[] = [];
    let events = 0;
    for (const [index, size] of sizes.entries()) {
      const started = performance.now();
      load({ path, count: size - events, firstEntryId: events + 1, seed: 1000 + index });
      events = size;
      const copy = join(folder, `${size}.db`);
      copyFileSync(path, copy);
      const stage = {
        events,
        loadSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        databaseMb: Math.round(statSync(copy).size / 1024 / 1024),
        copy,
      };
      log(`${size.toLocaleString('en-US')} events loaded in ${stage.loadSeconds} s (${stage.databaseMb} MB)`);
      loaded.push(stage);
    }
    const samples = loaded.map(() => [] as ReportSample[]);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, stage] of loaded.entries()) {
        const sample = timeReports(stage.copy);
        samples[index]?.push(sample);
        log(
          `round ${round}, ${stage.events.toLocaleString('en-US')} events: funnel p50 ${sample.funnelP50} ms, daily p50 ${sample.dailyP50} ms, both p50 ${sample.bothP50} ms (CPU ${sample.bothCpuP50} ms)`,
        );
      }
    }
    return loaded.map(({ events: count, loadSeconds, databaseMb }, index) => ({
      events: count,
      loadSeconds,
      databaseMb,
      ...medianSample(samples[index] ?? []),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
