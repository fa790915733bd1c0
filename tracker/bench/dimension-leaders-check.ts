import { quarterMs } from '../src/counting/counter-increments.ts';
import { overflowDimensionValue, scopeKey } from '../src/counting/dimension-counts.ts';
import { leadersOfAll } from '../src/store/dimension-leaders.ts';
import { openSqliteStore } from '../src/store/open-store.ts';

// The dimension bench's check that reading a report's leaders gives what reading every value gives, on its
// own files: for ranges from a day to a year, the leaders' total must equal the sum of all values, and every
// value with at least the 25th most impressions must be among them with the same counts.
// `node bench/dimension-leaders-check.ts <db path>`, or checkLeaders(path) from dimension-bench.ts.

const top = 25;
const ranges = [
  ['2025-11-22', '2026-11-22'],
  ['2025-11-24', '2026-11-24'],
  ['2026-01-01', '2026-04-01'],
  ['2025-10-01', '2025-11-01'],
  ['2026-06-01', '2026-06-08'],
  ['2026-06-01', '2026-06-02'],
] as const;
const quarterOf = (date: string) => Math.floor(Date.parse(`${date}T05:00:00Z`) / quarterMs);

/** Throws on the first range where the leaders differ from reading every value; answers, per range, how many values the leaders read gave. */
export async function checkLeaders(path: string): Promise<string[]> {
  const store = openSqliteStore({ path });
  try {
    const scope = scopeKey({ dimension: 'sub_id', affiliate: null, parent: null });
    const lines: string[] = [];
    for (const [from, to] of ranges) {
      const range = { scope, fromQuarter: quarterOf(from), toQuarter: quarterOf(to) };
      const every = leadersOfAll(await store.readDimensionCounts(range));
      const leaders = await store.readDimensionLeaders({ ...range, top });
      const ranked = every.values
        .filter(({ value }) => value !== overflowDimensionValue)
        .map(({ counts }) => counts[0] ?? 0);
      const least = ranked.sort((a, b) => b - a)[top - 1] ?? 0;
      const given = new Map(leaders.values.map(({ value, counts }) => [value, JSON.stringify(counts)]));
      const missing = every.values.filter(
        ({ value, counts }) =>
          value !== overflowDimensionValue && (counts[0] ?? 0) >= least && given.get(value) !== JSON.stringify(counts),
      );
      if (JSON.stringify(leaders.total) !== JSON.stringify(every.total) || missing.length > 0) {
        throw new Error(
          `${path} ${from}–${to}: the leaders differ from reading every value (${missing.length} values missing or different)`,
        );
      }
      lines.push(
        `${from} to ${to}: the same; ${leaders.values.length.toLocaleString('en-US')} of the ${every.values.length.toLocaleString('en-US')} values with traffic given`,
      );
    }
    return lines;
  } finally {
    await store.close();
  }
}

if (import.meta.main) for (const line of await checkLeaders(process.argv[2] ?? '')) console.log(line);
