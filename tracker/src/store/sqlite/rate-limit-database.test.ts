import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRateLimitWindows } from './rate-limit-database.ts';

// The rate-limit windows prepare each statement once, not once per hit (preparing the library's upsert cost
// about ten times the upsert), and count as before.

afterEach(() => vi.restoreAllMocks());

describe('the SQLite rate-limit windows', () => {
  it('add hits per key in a window, preparing no statement per hit', async () => {
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    const windows = openRateLimitWindows(':memory:');
    const hit = (key: string, hits = 1) => windows.addHits({ counter: 'signups', key, hits, windowMs: 60_000 });
    await hit('a');
    const preparedForOne = prepare.mock.calls.length;
    const totals = [];
    for (let call = 0; call < 50; call += 1) totals.push((await hit('a')).total);
    expect(totals).toEqual(Array.from({ length: 50 }, (_, call) => call + 2));
    expect((await hit('b', 3)).total).toBe(3);
    expect(prepare.mock.calls.length).toBe(preparedForOne);
    windows.close();
  });
});
