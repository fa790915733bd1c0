import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntryCampaign } from '@seniorguide/contracts';
import { openSqliteStore } from '../src/store/open-store.ts';

// What the conversion files' read costs on SQLite (README, "Conversions for the ad platforms"):
// `node bench/click-conversions.ts [entries]` signs up that many entries over 120 days through the store (10%
// with a gclid, 10% with an fbclid, the rest without a click; every second one accepts two offers a minute
// later), then reads the Google file's conversions of the last 1, 7 and 30 days, 5 times each.

const total = Number(process.argv[2] ?? 100_000);
const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-01-01T00:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'tracker-click-conversions-'));
const store = openSqliteStore({ path: join(folder, 'tracker.db'), synchronous: 'NORMAL' });

const campaignOf = (n: number): EntryCampaign =>
  n % 10 === 0
    ? { gclid: `G-${n}`, utm_source: 'google' }
    : n % 10 === 1
      ? { fbclid: `F-${n}` }
      : { utm_source: 'mail', utm_campaign: `c${n % 50}` };

async function signUp(n: number): Promise<void> {
  const createdAt = start + Math.floor((n / total) * 120 * day);
  const { entry } = await store.createEntry({
    entry: {
      email: `u${n}@example.com`,
      version: 1,
      affiliateId: 'aff',
      subId: null,
      s1: null,
      s2: null,
      s3: null,
      selectedOffers: [],
      campaign: campaignOf(n),
      addressHash: null,
      isBot: false,
      device: 'desktop',
      step: 1,
      firstName: null,
      lastName: null,
      zipCode: null,
      createdAt,
    },
    facts: [{ type: 'signup', at: createdAt, isBot: false }],
  });
  if (n % 2 !== 0) return;
  const at = createdAt + 60_000;
  await store.updateEntry({
    id: entry.id,
    patch: { updatedAt: at },
    facts: ['medicare', 'dental-implants'].map((offerId) => ({
      type: 'offer_accepted' as const,
      at,
      isBot: false,
      offerId,
    })),
  });
}

const loadStarted = performance.now();
// In batches, so the writer thread group-commits them.
for (let batch = 0; batch < total; batch += 2000)
  await Promise.all(Array.from({ length: Math.min(2000, total - batch) }, (_, i) => signUp(batch + i)));
console.log(`${total} entries over 120 days in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

for (const days of [1, 7, 30]) {
  const to = start + 120 * day;
  const from = to - days * day;
  const query = { from, to, createdSince: from - 90 * day, clickIds: ['gclid'] as const };
  await store.listClickConversions(query);
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    count = (await store.listClickConversions(query)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `last ${days} day(s): ${count} conversions, median ${times[2]?.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times[4]?.toFixed(1)})`,
  );
}
await store.close();
rmSync(folder, { recursive: true, force: true });
