import { quarterMs } from '../src/counting/counter-increments.ts';
import { reportStages, scopeKey } from '../src/counting/dimension-counts.ts';
import { createSeriesMajorStaging, historyFromSeriesMajor } from '../src/store/sqlite/dimension-layout.ts';
import { settleScopeTotals } from '../src/store/sqlite/dimension-totals.ts';
import { openDatabase } from '../src/store/sqlite/open-database.ts';
import { createRandom } from './synthetic-events.ts';

// Loads synthetic dimension counts straight into the SQLite file, beside the Store port (as bulk-load.ts does
// for the funnel counters): generating 10M events through the HTTP path would take hours on this machine. It
// writes exactly the rows the store writes (sqlite/dimension-layout.ts): per series (scope, value) a row with its
// newest quarter's cumulative totals, and per older quarter with traffic its cumulative six stage totals and its revenue and payout in cents (with the
// carry rows at the start of each block), for the scopes a report by sub id reads — sub id for
// all affiliates and sub id per affiliate (each sub id belongs to one of 20 affiliates) — plus s1 for all, and
// each scope's total series (built from those rows by the store's own conversion for older files).

/** How a synthetic event falls into the stages (impressions, email, continued, accepted, thank-you, download). */
const stageShares = [0.55, 0.2, 0.1, 0.1, 0.03, 0.02];

// The money a report reads beside the stages, in cents, as the counting writes it with a paid conversion: an
// accepted offer earns one of a few partner prices and costs the default per-offer payout, a signup costs the
// per-signup payout.
const emailStage = reportStages.indexOf('email');
const acceptedStage = reportStages.indexOf('accepted');
const revenueStage = reportStages.indexOf('revenue_cents');
const payoutStage = reportStages.indexOf('payout_cents');
const offerPrices = [500, 1000, 1500, 2500];
const signupPayoutCents = 100;
const offerPayoutCents = 200;

/** What one event adds to the money columns: [revenue, payout] in cents. */
function moneyOf(stage: number, random: () => number): [number, number] {
  if (stage === acceptedStage) return [offerPrices[Math.floor(random() * offerPrices.length)] ?? 0, offerPayoutCents];
  return stage === emailStage ? [0, signupPayoutCents] : [0, 0];
}

export type DimensionLoad = {
  path: string;
  events: number;
  values: number;
  fromMs: number;
  toMs: number;
  seed: number;
};

/** Events per value: a skewed share (a few busy sub ids, a long tail), every value at least one. */
function eventsPerValue(events: number, values: number): number[] {
  const weights = Array.from({ length: values }, (_, index) => 1 / (index + 10) ** 0.8);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const counts = weights.map((weight) => Math.max(1, Math.floor((events * weight) / sum)));
  let missing = events - counts.reduce((total, count) => total + count, 0);
  for (let index = 0; missing > 0; index = (index + 1) % values, missing -= 1) counts[index] = (counts[index] ?? 0) + 1;
  return counts;
}

function stageOf(random: () => number): number {
  let roll = random();
  for (const [index, share] of stageShares.entries()) {
    if (roll < share) return index;
    roll -= share;
  }
  return 0;
}

/** Cumulative rows of one value: its events' quarters sorted, one row per quarter with traffic. */
function* cumulativeRows(
  count: number,
  random: () => number,
  fromQuarter: number,
  quarters: number,
): Generator<[number, number[]]> {
  const events = Array.from({ length: count }, () => {
    const quarter = fromQuarter + Math.floor(random() * quarters);
    const stage = stageOf(random);
    return { quarter, stage, money: moneyOf(stage, random) };
  });
  events.sort((a, b) => a.quarter - b.quarter);
  const totals = reportStages.map(() => 0);
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    if (!event) continue;
    totals[event.stage] = (totals[event.stage] ?? 0) + 1;
    totals[revenueStage] = (totals[revenueStage] ?? 0) + event.money[0];
    totals[payoutStage] = (totals[payoutStage] ?? 0) + event.money[1];
    if (events[index + 1]?.quarter !== event.quarter) yield [event.quarter, [...totals]];
  }
}

/** Loads the rows; answers how many were written. */
export function loadDimensionCounts({ path, events, values, fromMs, toMs, seed }: DimensionLoad): number {
  const db = openDatabase(path, 'NORMAL');
  const places = reportStages.map(() => '?').join(', ');
  const insertSeries = db.prepare(
    `INSERT INTO dimension_series (scope, value, quarter, ${reportStages.join(', ')}) VALUES (?, ?, ?, ${places})`,
  );
  // The older quarters are staged by (series, quarter), then written into dimension_history in key order, with
  // their carry rows, by the store's own conversion.
  createSeriesMajorStaging(db, 'staged_quarters');
  const insertQuarter = db.prepare(
    `INSERT INTO staged_quarters (series, quarter, ${reportStages.join(', ')}) VALUES (?, ?, ${places})`,
  );
  const scopeCount = db.prepare(
    'INSERT INTO dimension_scopes (scope, value_count) VALUES (?, ?) ON CONFLICT (scope) DO UPDATE SET value_count = value_count + excluded.value_count',
  );
  const fromQuarter = Math.floor(fromMs / quarterMs);
  const quarters = Math.floor((toMs - fromMs) / quarterMs);
  const subIdName = (index: number) => `sub-${String(index).padStart(5, '0')}`;
  const affiliateOf = (index: number) => `aff-${String(index % 20).padStart(2, '0')}`;
  const perValue = eventsPerValue(events, values);
  const loadScope = (scope: string, members: number[], valueName: (index: number) => string, seedOffset: number) => {
    db.transaction(() => {
      for (const index of members) {
        const random = createRandom(seed * 100_003 + index * 7 + seedOffset);
        const rows = [...cumulativeRows(perValue[index] ?? 0, random, fromQuarter, quarters)];
        const newest = rows.pop();
        if (!newest) continue;
        // The newest quarter lives on the series row; the older ones are its closed quarters.
        const series = Number(insertSeries.run(scope, valueName(index), newest[0], ...newest[1]).lastInsertRowid);
        for (const [quarter, totals] of rows) insertQuarter.run(series, quarter, ...totals);
      }
      scopeCount.run(scope, members.length);
    })();
  };
  const all = Array.from({ length: values }, (_, index) => index);
  // The same random stream per sub id in both scopes, so a sub id's figures agree between them.
  loadScope(scopeKey({ dimension: 'sub_id', affiliate: null, parent: null }), all, subIdName, 0);
  for (let affiliate = 0; affiliate < 20; affiliate += 1) {
    loadScope(
      scopeKey({ dimension: 'sub_id', affiliate: affiliateOf(affiliate), parent: null }),
      all.filter((index) => index % 20 === affiliate),
      subIdName,
      0,
    );
  }
  loadScope(scopeKey({ dimension: 's1', affiliate: null, parent: null }), all.slice(0, 100), (index) => `p${index}`, 1);
  db.transaction(() => {
    historyFromSeriesMajor(db, 'staged_quarters');
    settleScopeTotals(db);
  })();
  const written = Number(
    db
      .prepare('SELECT (SELECT count(*) FROM dimension_series) + (SELECT count(*) FROM dimension_history)')
      .pluck()
      .get(),
  );
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return written;
}
