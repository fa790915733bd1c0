import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fact } from '../src/counting/facts.ts';
import { openSqliteStore } from '../src/store/open-store.ts';

// What the dimension roll-up costs per fact, off the request path: `node bench/dimension-roll-up.ts [facts]
// [passes]` records a minute's worth of landing visits spread as compare.ts spreads them (20 affiliates,
// 10,000 sub ids, 100 placements) through the store, rolls them up, and repeats within the same quarter-hour:
// the first pass meets every value new, the later ones are the steady state.

const factsPerPass = Number(process.argv[2] ?? 60_000);
const passes = Number(process.argv[3] ?? 3);
const folder = mkdtempSync(join(tmpdir(), 'tracker-roll-up-'));
const store = openSqliteStore({ path: join(folder, 'tracker.db') });
const quarterStart = Math.floor(Date.now() / 900_000) * 900_000;
const facts: Fact[] = Array.from({ length: factsPerPass }, (_, index) => ({
  type: 'visit',
  at: quarterStart + (index % 1000),
  entryId: null,
  affiliateId: `aff-${index % 20}`,
  subId: `sub-${index % 10_000}`,
  s1: `place-${index % 100}`,
  s2: null,
  s3: null,
  version: 1,
  offerId: null,
  position: null,
  isBot: false,
  once: null,
  page: '/',
  utm: {},
  device: 'desktop',
}));
for (let pass = 1; pass <= passes; pass += 1) {
  for (let index = 0; index < facts.length; index += 500) await store.recordFacts(facts.slice(index, index + 500));
  const started = performance.now();
  const { rolled } = await store.rollUpDimensions({});
  const ms = performance.now() - started;
  console.log(
    `pass ${pass}: ${rolled.toLocaleString('en-US')} facts rolled up in ${ms.toFixed(0)} ms, ${((ms * 1000) / rolled).toFixed(1)} µs per fact`,
  );
}
await store.close();
rmSync(folder, { recursive: true, force: true });
