import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToRows, counterIncrementsFor, dayMs } from '../src/counting/counter-increments.ts';
import { metrics } from '../src/counting/metrics.ts';
import type { CounterQuery, Store } from '../src/store/port.ts';
import { aFact, aNewEntry } from './support/facts.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

const june1 = Date.parse('2026-06-01T00:00:00Z');
const day = june1 / dayMs;

function countersQuery(overrides: Partial<CounterQuery> = {}): CounterQuery {
  return { affiliate: '', byVersion: false, metrics: Object.values(metrics), fromDay: day - 1, toDay: day + 1, splits: [], ...overrides };
}

async function totalOf(store: Store, metric: string, overrides: Partial<CounterQuery> = {}): Promise<number> {
  const rows = await store.readCounters(countersQuery({ metrics: [metric], ...overrides }));
  return rows.reduce((sum, row) => sum + row.total, 0);
}

describe.each(storeFactories)('store contract: $name', (factory) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async () => {
    subject = await factory.open();
    store = subject.store;
  });
  afterEach(() => subject.cleanup());

  describe('entries', () => {
    it('numbers entries 1, 2, 3 … and keeps every field', async () => {
      const first = await store.createEntry({ entry: aNewEntry({ email: 'a@example.com', s2: 'x' }), facts: [] });
      const second = await store.createEntry({ entry: aNewEntry({ email: 'b@example.com' }), facts: [] });
      expect(first.entry.id).toBe(1);
      expect(second.entry.id).toBe(2);
      expect(await store.getEntry(1)).toEqual(first.entry);
      expect((await store.getEntry(1))?.s2).toBe('x');
      expect(await store.getEntry(99)).toBeNull();
    });

    it('answers a second signup with the same email with the existing entry and records nothing new', async () => {
      const facts = [{ type: 'signup' as const, at: june1, isBot: false }];
      const first = await store.createEntry({ entry: aNewEntry(), facts });
      const again = await store.createEntry({ entry: aNewEntry({ affiliateId: 'other' }), facts });
      expect(again).toEqual({ entry: first.entry, created: false });
      expect(await totalOf(store, metrics.email)).toBe(1);
    });

    it('gives 40 concurrent signups 40 distinct sequential ids', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => store.createEntry({ entry: aNewEntry({ email: `u${index}@example.com` }), facts: [] })),
      );
      expect(results.map((result) => result.entry.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    });

    it('keeps ids and emails unique when two processes sign up at once', async () => {
      const second = await subject.openSecond();
      const signups = Array.from({ length: 20 }, (_, index) => [
        store.createEntry({ entry: aNewEntry({ email: `p${index}@example.com` }), facts: [] }),
        second.createEntry({ entry: aNewEntry({ email: `p${index}@example.com` }), facts: [] }),
      ]).flat();
      const results = await Promise.all(signups);
      const ids = new Set(results.map((result) => result.entry.id));
      expect(ids.size).toBe(20);
      expect(results.filter((result) => result.created)).toHaveLength(20);
    });

    it('finds an entry by email and the latest one from an address hash inside the window only', async () => {
      const at = Date.parse('2026-06-01T10:00:00Z');
      await store.createEntry({ entry: aNewEntry({ email: 'old@example.com', addressHash: 'hash-of-198.51.100.7', createdAt: at }), facts: [] });
      const recent = await store.createEntry({
        entry: aNewEntry({ email: 'new@example.com', addressHash: 'hash-of-198.51.100.7', createdAt: at + 60_000 }),
        facts: [],
      });
      expect((await store.findEntryByEmail('old@example.com'))?.email).toBe('old@example.com');
      expect(await store.findEntryByEmail('nobody@example.com')).toBeNull();
      expect((await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-198.51.100.7', since: at - 1 }))?.id).toBe(recent.entry.id);
      expect(await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-198.51.100.7', since: at + 120_000 })).toBeNull();
      expect(await store.findLatestEntryByAddressHash({ addressHash: 'hash-of-192.0.2.1', since: 0 })).toBeNull();
    });

    it('applies a patch, never moves the step back, and answers null for an unknown id', async () => {
      const { entry } = await store.createEntry({ entry: aNewEntry(), facts: [] });
      const updated = await store.updateEntry({ id: entry.id, patch: { step: 16, selectedOffers: ['medicare'], updatedAt: 5 }, facts: [] });
      expect(updated).toMatchObject({ step: 16, selectedOffers: ['medicare'], email: entry.email });
      await store.updateEntry({ id: entry.id, patch: { step: 2, updatedAt: 6 }, facts: [] });
      expect(await store.getEntry(entry.id)).toMatchObject({ step: 16, selectedOffers: ['medicare'], updatedAt: 6 });
      expect(await store.updateEntry({ id: 999, patch: { updatedAt: 1 }, facts: [] })).toBeNull();
    });
  });

  describe('facts and counters', () => {
    it('counts a per-entry stage once however often and however concurrently it is recorded', async () => {
      const second = await subject.openSecond();
      const continued = aFact({ type: 'continued', entryId: 7 });
      await Promise.all([store.recordFacts([continued]), store.recordFacts([continued]), second.recordFacts([continued])]);
      await store.recordFacts([continued]);
      expect(await totalOf(store, metrics.continued)).toBe(1);
    });

    it('counts each visit, and keeps bots out of the figures but in their own counter', async () => {
      await store.recordFacts([aFact({ type: 'visit' }), aFact({ type: 'visit' }), aFact({ type: 'visit', isBot: true })]);
      expect(await totalOf(store, metrics.impression)).toBe(2);
      const botRows = await store.readCounters(countersQuery({ metrics: [metrics.bot] }));
      expect(botRows).toEqual([expect.objectContaining({ detail: 'visit', total: 1 })]);
    });

    it('rolls counts up per affiliate, per version and overall', async () => {
      await store.recordFacts([
        aFact({ type: 'visit', affiliateId: 'a', version: 1 }),
        aFact({ type: 'visit', affiliateId: 'a', version: 2 }),
        aFact({ type: 'visit', affiliateId: null, version: 2 }),
      ]);
      expect(await totalOf(store, metrics.impression)).toBe(3);
      expect(await totalOf(store, metrics.impression, { affiliate: 'a' })).toBe(2);
      expect(await totalOf(store, metrics.impression, { affiliate: 'direct' })).toBe(1);
      const byVersion = await store.readCounters(countersQuery({ metrics: [metrics.impression], byVersion: true }));
      expect(byVersion.map((row) => [row.version, row.total]).sort()).toEqual([
        [1, 1],
        [2, 2],
      ]);
      expect(await store.listAffiliates()).toEqual(['a', 'direct']);
    });

    it('gives the quarter-hour prefix sums a report asks for', async () => {
      const at = (time: string) => Date.parse(`2026-06-01T${time}Z`);
      await store.recordFacts([
        aFact({ type: 'visit', at: at('00:10:00') }),
        aFact({ type: 'visit', at: at('04:59:59') }),
        aFact({ type: 'visit', at: at('05:00:00') }),
        aFact({ type: 'visit', at: at('23:59:00') }),
      ]);
      const [row] = await store.readCounters(countersQuery({ metrics: [metrics.impression], splits: [0, 20, 96] }));
      expect(row).toMatchObject({ day, total: 4, heads: [0, 2, 4] });
    });

    it('sums whole days per counter, and adds details together per day when asked', async () => {
      await store.recordFacts([
        aFact({ type: 'offer_accepted', entryId: 1, offerId: 'medicare' }),
        aFact({ type: 'offer_accepted', entryId: 2, offerId: 'medicare', at: june1 + dayMs }),
        aFact({ type: 'offer_accepted', entryId: 3, offerId: 'section-8', at: june1 + dayMs + 60_000 }),
      ]);
      const totals = await store.sumCounters({ affiliate: '', byVersion: false, metrics: [metrics.offerAccepted], fromDay: day, toDay: day + 1 });
      expect(totals.map(({ detail, total }) => [detail, total]).sort()).toEqual([
        ['medicare', 2],
        ['section-8', 1],
      ]);
      expect(await store.sumCounters({ affiliate: '', byVersion: false, metrics: [metrics.offerAccepted], fromDay: day + 2, toDay: day + 1 })).toEqual([]);
      const perDay = await store.readCounters(countersQuery({ metrics: [metrics.offerAccepted], splits: [48, 49], sumDetails: true }));
      expect(perDay.map(({ day: rowDay, detail, total, heads }) => [rowDay - day, detail, total, heads]).sort()).toEqual([
        [0, '', 1, [0, 1]],
        [1, '', 2, [2, 2]],
      ]);
    });

    it('records facts with an entry change in one write: the update and its counters land together', async () => {
      const { entry } = await store.createEntry({
        entry: aNewEntry(),
        facts: [{ type: 'signup', at: june1, isBot: false }],
      });
      await store.updateEntry({
        id: entry.id,
        patch: { step: 2, updatedAt: 1 },
        facts: [{ type: 'continued', at: june1, isBot: false }],
      });
      expect(await totalOf(store, metrics.email)).toBe(1);
      expect(await totalOf(store, metrics.continued)).toBe(1);
    });

    it('remembers offer names given with offer actions', async () => {
      await store.recordFacts([aFact({ type: 'offer_accepted', entryId: 1, offerId: 'medicare', offerName: 'Medicare Plans', position: 2 })]);
      expect(await store.listOfferNames()).toEqual(new Map([['medicare', 'Medicare Plans']]));
      const rows = await store.readCounters(countersQuery({ metrics: [metrics.offerAcceptedAt] }));
      expect(rows.map((row) => row.detail)).toEqual(['2:medicare']);
    });
  });

  it('bulk-loads events and adds counter rows to what is already counted', async () => {
    await store.recordFacts([aFact({ type: 'visit' })]);
    const rows = new Map();
    addToRows(rows, counterIncrementsFor(aFact({ type: 'visit' })));
    addToRows(rows, counterIncrementsFor(aFact({ type: 'visit', at: june1 + 5 * 60 * 60 * 1000 })));
    await subject.loadBulk({ facts: [aFact({ type: 'visit' })], rows: [...rows.values()] });
    const [row] = await store.readCounters(countersQuery({ metrics: [metrics.impression], splits: [20, 21, 49] }));
    expect(row).toMatchObject({ total: 3, heads: [0, 1, 3] });
    expect(await store.listAffiliates()).toEqual(['aff-1']);
  });

  describe('outbox', () => {
    const job = { id: 'ebook:ann@example.com', kind: 'delivery' as const, email: 'ann@example.com', entryId: 1, attempts: 0, dueAt: 1000 };

    it('stores one job per idempotency key', async () => {
      expect(await store.enqueueJob(job)).toEqual({ queued: true });
      expect(await store.enqueueJob({ ...job, kind: 'emergency' })).toEqual({ queued: false });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'pending', attempts: 0 });
    });

    it('queues a capped job only while its mailbox and caller are under their caps, counting concurrent calls exactly', async () => {
      const caps = { mailbox: 'ann@example.com', caller: 'c1', at: 1000, since: 0, perMailbox: 2, perCaller: 3 };
      // One entry per job: an entry has at most one job of a kind (below).
      const capped = (id: string, overrides: Partial<typeof caps> = {}) =>
        store.enqueueCappedJob({ job: { ...job, id, entryId: Number(id.slice(1)) }, caps: { ...caps, ...overrides } });
      const results = await Promise.all(['j1', 'j2', 'j3', 'j4'].map((id) => capped(id)));
      expect(results.filter((result) => result.queued)).toHaveLength(2);
      expect(results.filter((result) => result.refusedBy === 'mailbox')).toHaveLength(2);
      expect(await capped('j1')).toEqual({ queued: false });
      expect(await capped('j5', { mailbox: 'bob@example.com' })).toEqual({ queued: true });
      expect(await capped('j6', { mailbox: 'cy@example.com' })).toEqual({ queued: false, refusedBy: 'caller' });
      expect(await capped('j7', { mailbox: 'cy@example.com', since: 1001 })).toEqual({ queued: true });
      expect(await store.getJobStatus('j6')).toBeNull();
    });

    it('queues one capped job of a kind per entry, also when an older job of the entry has another id', async () => {
      const caps = { mailbox: 'ann@example.com', caller: 'c1', at: 1000, since: 0, perMailbox: 5, perCaller: 5 };
      expect(await store.enqueueCappedJob({ job, caps })).toEqual({ queued: true });
      expect(await store.enqueueCappedJob({ job: { ...job, id: 'ebook:entry-1' }, caps })).toEqual({ queued: false });
      expect(await store.enqueueCappedJob({ job: { ...job, id: 'ebook:entry-2', entryId: 2 }, caps })).toEqual({ queued: true });
    });

    it('reserves entry ids that no entry ever gets', async () => {
      await store.createEntry({ entry: aNewEntry({ email: 'a@example.com' }), facts: [] });
      expect(await store.reserveEntryId()).toBe(2);
      const second = await subject.openSecond();
      expect(await second.reserveEntryId()).toBe(3);
      expect((await store.createEntry({ entry: aNewEntry({ email: 'b@example.com' }), facts: [] })).entry.id).toBe(4);
      expect(await store.getEntry(2)).toBeNull();
    });

    it('leases a due job to one worker only, even across processes', async () => {
      await store.enqueueJob(job);
      const second = await subject.openSecond();
      const [mine, theirs] = await Promise.all([
        store.claimDueJobs({ now: 2000, leaseOwner: 'w1', leaseUntil: 9000, limit: 5 }),
        second.claimDueJobs({ now: 2000, leaseOwner: 'w2', leaseUntil: 9000, limit: 5 }),
      ]);
      expect(mine.length + theirs.length).toBe(1);
      expect(await store.claimDueJobs({ now: 5000, leaseOwner: 'w3', leaseUntil: 9000, limit: 5 })).toEqual([]);
    });

    it('does not hand out a job before it is due, and hands it out again when a lease expires', async () => {
      await store.enqueueJob(job);
      expect(await store.claimDueJobs({ now: 500, leaseOwner: 'w1', leaseUntil: 900, limit: 5 })).toEqual([]);
      expect(await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 })).toHaveLength(1);
      const [reclaimed] = await store.claimDueJobs({ now: 2000, leaseOwner: 'w2', leaseUntil: 3000, limit: 5 });
      expect(reclaimed).toMatchObject({ id: job.id, email: job.email, entryId: 1, kind: 'delivery' });
    });

    it('never hands out a sent job again, and ignores a stale worker marking it', async () => {
      await store.enqueueJob(job);
      await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 });
      await store.markJobSent({ id: job.id, leaseOwner: 'w1', at: 1500 });
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'late', retryAt: 1600 });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'sent', attempts: 0 });
      expect(await store.claimDueJobs({ now: 99_999, leaseOwner: 'w2', leaseUntil: 100_000, limit: 5 })).toEqual([]);
    });

    it('retries a failed job at its retry time and gives up when told to', async () => {
      await store.enqueueJob(job);
      await store.claimDueJobs({ now: 1000, leaseOwner: 'w1', leaseUntil: 2000, limit: 5 });
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'smtp down', retryAt: 5000 });
      expect(await store.claimDueJobs({ now: 4999, leaseOwner: 'w1', leaseUntil: 6000, limit: 5 })).toEqual([]);
      const [retry] = await store.claimDueJobs({ now: 5000, leaseOwner: 'w1', leaseUntil: 6000, limit: 5 });
      expect(retry?.attempts).toBe(1);
      await store.markJobFailed({ id: job.id, leaseOwner: 'w1', error: 'still down', retryAt: null });
      expect(await store.getJobStatus(job.id)).toEqual({ status: 'failed', attempts: 2 });
    });

    it('remembers opt-outs', async () => {
      expect(await store.isOptedOut('k1:key-of-ann')).toBe(false);
      await store.addOptOut({ addressKey: 'k1:key-of-ann', at: 1 });
      await store.addOptOut({ addressKey: 'k1:key-of-ann', at: 2 });
      expect(await store.isOptedOut('k1:key-of-ann')).toBe(true);
      expect(await store.getOptOutAt('k1:key-of-ann')).toBe(2);
    });
  });

  it('answers a readiness ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
