import { addToRows, counterIncrementsFor, type CounterRow } from '../src/counting/counter-increments.ts';
import type { Fact } from '../src/counting/facts.ts';
import { directAffiliate } from '../src/counting/metrics.ts';
import { openSqliteBulkLoader } from './bulk-load.ts';
import { syntheticFacts } from './synthetic-events.ts';

// Seeds a tracker database with the counters of N synthetic events (bench/synthetic-events.ts: 20 skewed
// affiliates, 3 versions, 14 offers, 5% bots) over the year up to now, so the dashboard's default view (the last
// 7 days) has traffic. Only the counters the reports read are written (reports never scan raw events), plus one
// event per affiliate for the affiliate list: 10M events through HTTP would take hours on this machine.
//
//   node bench/dashboard-seed.ts <tracker.db> [events, default 10000000]

const yearMs = 365 * 24 * 60 * 60 * 1000;

export function seedDashboardCounters({ path, events, now }: { path: string; events: number; now: number }): void {
  const rows = new Map<string, CounterRow>();
  const firstOfAffiliate = new Map<string, Fact>();
  for (const fact of syntheticFacts({ count: events, fromMs: now - yearMs, toMs: now, seed: 2026, firstEntryId: 1 })) {
    addToRows(rows, counterIncrementsFor(fact));
    const affiliate = fact.affiliateId ?? directAffiliate;
    if (!fact.isBot && !firstOfAffiliate.has(affiliate)) firstOfAffiliate.set(affiliate, fact);
  }
  const loader = openSqliteBulkLoader(path);
  // The events are stored as already counted: their counts are in the rows.
  loader.load({ facts: [...firstOfAffiliate.values()], rows: [...rows.values()] });
  loader.close();
}

if (import.meta.main) {
  const [path, events = '10000000'] = process.argv.slice(2);
  if (!path) throw new Error('Usage: node bench/dashboard-seed.ts <tracker.db> [events]');
  const started = performance.now();
  seedDashboardCounters({ path, events: Number(events), now: Date.now() });
  console.log(
    `${Number(events).toLocaleString('en-US')} events' counters seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
