import type { WaitlistEntryView } from '@seniorguide/contracts';
import { describe, expect, it } from 'vitest';
import { runThankYouLoad, UnknownEntryError, type NotifyBody, type ThankYouPort } from './thank-you-load.ts';

const at = new Date('2026-03-01T12:00:00.000Z');
const entry: WaitlistEntryView = {
  id: 31,
  version: 2,
  selectedOffers: '[]',
  affiliateId: 'AFF',
  subId: null,
  s1: null,
  s2: null,
  s3: null,
};

type Options = {
  notify?: 'ok' | 'queued-before' | 'throws' | 'too-many' | 'error-field' | 'error-beside-success' | 'empty';
  plainOk?: boolean;
  /** The retry's status when it fails (429: this connection had its guides for the day). */
  plainStatus?: number;
  emergencyQueued?: boolean;
  found?: WaitlistEntryView | null;
  lookupThrows?: boolean;
  /** The entry behind an id; ids not listed are unknown to the tracker (404). */
  known?: Record<number, WaitlistEntryView | null>;
  unknownOn?: 'update-client-info' | 'notify-complete';
};

function fakePort({
  notify = 'ok',
  plainOk = true,
  plainStatus = 500,
  emergencyQueued = true,
  found = null,
  lookupThrows = false,
  known = { 31: null },
  unknownOn = 'update-client-info',
}: Options = {}) {
  const calls: string[] = [];
  const bodies: NotifyBody[] = [];
  const isUnknown = (id: number) => !(id in known);
  const port: ThankYouPort = {
    getEntry: async (id) => known[id] ?? null,
    updateClientInfo: async (id) => {
      calls.push(`update-client-info:${id}`);
      if (unknownOn === 'update-client-info' && isUnknown(id)) throw new UnknownEntryError(id);
    },
    notifyComplete: async (id, body) => {
      calls.push(`notify-complete:${id}`);
      bodies.push(body);
      if (isUnknown(id)) throw new UnknownEntryError(id);
      if (notify === 'throws') throw new Error('500: boom');
      if (notify === 'too-many') throw Object.assign(new Error('429: Too many'), { status: 429 });
      if (notify === 'queued-before') return { success: true, queued: false };
      if (notify === 'error-field') return { error: 'queue down' };
      if (notify === 'error-beside-success') return { success: true, queued: false, error: 'queue down' };
      if (notify === 'empty') return null;
      return { success: true, queued: true };
    },
    notifyCompletePlain: async (id) => {
      calls.push(`notify-complete-plain:${id}`);
      return plainOk
        ? { ok: true, status: 200, answer: { success: true, queued: true } }
        : { ok: false, status: plainStatus, answer: null };
    },
    findByEmail: async (email) => {
      calls.push(`by-email:${email}`);
      if (lookupThrows) throw new Error('502: tracker down');
      return found;
    },
    emergencyWebhook: async (email) => {
      calls.push(`emergency:${email}`);
      return { success: true, queued: emergencyQueued };
    },
  };
  return { calls, bodies, port };
}

function run(
  port: ThankYouPort,
  identity: { email: string | null; id: number | null },
  affiliateId: string | null = 'URL_AFF',
) {
  const followUps: ((n: number) => Promise<unknown>)[] = [];
  const entries: (WaitlistEntryView | null)[] = [];
  const result = runThankYouLoad({
    identity,
    affiliateId,
    port,
    scheduleFollowUp: (send) => followUps.push(send),
    onEntry: (found) => entries.push(found),
    now: () => at,
  });
  return { result, followUps, entries };
}

describe('runThankYouLoad', () => {
  it('with an id updates the client info, notifies, then schedules the follow-up with the email', async () => {
    const { calls, bodies, port } = fakePort();
    const { result, followUps } = run(port, { email: 'ann@example.com', id: 31 });
    expect(await result).toEqual({ kind: 'notified', entryId: 31, entry: null, mail: 'queued' });
    expect(calls).toEqual(['update-client-info:31', 'notify-complete:31']);
    expect(bodies[0]).toEqual({
      source: 'thank-you',
      timestamp: at.toISOString(),
      forceSend: true,
      affiliateId: 'URL_AFF',
    });
    expect(followUps).toHaveLength(1);
    await followUps[0]?.(7);
    expect(bodies[1]).toMatchObject({ email: 'ann@example.com', followUp: 7, forceSend: true });
  });

  it.each(['throws', 'error-field', 'error-beside-success', 'empty'] as const)(
    'retries with a plain request when the notice %s',
    async (notify) => {
      const { calls, port } = fakePort({ notify });
      const { result, followUps } = run(port, { email: 'ann@example.com', id: 31 });
      expect((await result).kind).toBe('notified');
      expect(calls).toEqual(['update-client-info:31', 'notify-complete:31', 'notify-complete-plain:31']);
      expect(followUps).toHaveLength(1);
    },
  );

  it('schedules no follow-up when the retry failed too, and claims nothing about the email', async () => {
    const { port } = fakePort({ notify: 'throws', plainOk: false });
    const { result, followUps } = run(port, { email: 'ann@example.com', id: 31 });
    expect(await result).toMatchObject({ kind: 'notify-failed', mail: 'unconfirmed' });
    expect(followUps).toHaveLength(0);
  });

  it('tells an email queued before from one queued now', async () => {
    const { port } = fakePort({ notify: 'queued-before' });
    expect(await run(port, { email: 'ann@example.com', id: 31 }).result).toMatchObject({
      kind: 'notified',
      mail: 'queued-before',
    });
  });

  it("reports the tracker's daily limit for this connection (429) when the retry is refused the same way", async () => {
    const { port } = fakePort({ notify: 'too-many', plainOk: false, plainStatus: 429 });
    expect(await run(port, { email: 'ann@example.com', id: 31 }).result).toMatchObject({
      kind: 'notify-failed',
      mail: 'limit-reached',
    });
  });

  it('says nothing was sent when the emergency call queued nothing', async () => {
    const { port } = fakePort({ found: null, emergencyQueued: false });
    expect(await run(port, { email: 'ann@example.com', id: null }).result).toEqual({
      kind: 'emergency',
      sent: true,
      mail: 'not-sent',
    });
  });

  it('without an id looks the email up and then does the same, crediting the entry affiliate', async () => {
    const { calls, bodies, port } = fakePort({ found: entry });
    const { result } = run(port, { email: 'ann@example.com', id: null });
    expect(await result).toEqual({ kind: 'notified', entryId: 31, entry, mail: 'queued' });
    expect(calls).toEqual(['by-email:ann@example.com', 'update-client-info:31', 'notify-complete:31']);
    expect(bodies[0]?.affiliateId).toBe('AFF');
  });

  it('sends the emergency call with the email when no entry is found', async () => {
    const { calls, port } = fakePort({ found: null });
    expect(await run(port, { email: 'ann@example.com', id: null }).result).toEqual({
      kind: 'emergency',
      sent: true,
      mail: 'queued',
    });
    expect(calls).toEqual(['by-email:ann@example.com', 'emergency:ann@example.com']);
  });

  it('still sends the emergency call when the lookup itself failed', async () => {
    const { calls, port } = fakePort({ lookupThrows: true });
    expect((await run(port, { email: 'ann@example.com', id: null }).result).kind).toBe('emergency');
    expect(calls).toEqual(['by-email:ann@example.com', 'emergency:ann@example.com']);
  });

  it('sends nothing when neither an email nor an id is known', async () => {
    const { calls, port } = fakePort();
    expect(await run(port, { email: null, id: null }).result).toEqual({ kind: 'nothing-to-send', mail: 'not-sent' });
    expect(calls).toEqual([]);
  });

  it('with an id credits the affiliate of the entry it read when the page has none', async () => {
    const { bodies, port } = fakePort({ known: { 31: entry } });
    const { result, entries } = run(port, { email: 'ann@example.com', id: 31 }, null);
    expect(await result).toEqual({ kind: 'notified', entryId: 31, entry, mail: 'queued' });
    expect(bodies[0]?.affiliateId).toBe('AFF');
    expect(entries).toEqual([entry]);
  });

  it.each(['update-client-info', 'notify-complete'] as const)(
    'goes on by email when %s does not know the id, and notifies the entry found',
    async (unknownOn) => {
      const { calls, port } = fakePort({ found: entry, known: { 31: entry }, unknownOn });
      const { result, entries } = run(port, { email: 'ann@example.com', id: 999 });
      expect(await result).toEqual({ kind: 'notified', entryId: 31, entry, mail: 'queued' });
      const stale =
        unknownOn === 'update-client-info'
          ? ['update-client-info:999']
          : ['update-client-info:999', 'notify-complete:999'];
      expect(calls).toEqual([...stale, 'by-email:ann@example.com', 'update-client-info:31', 'notify-complete:31']);
      expect(entries).toEqual([entry]);
    },
  );

  it('sends the emergency call when the id is unknown and no entry has the email', async () => {
    const { calls, port } = fakePort({ found: null });
    const { result, entries } = run(port, { email: 'ann@example.com', id: 999 });
    expect(await result).toEqual({ kind: 'emergency', sent: true, mail: 'queued' });
    expect(calls).toEqual(['update-client-info:999', 'by-email:ann@example.com', 'emergency:ann@example.com']);
    expect(entries).toEqual([null]);
  });

  it('stops after an unknown id when no email is known', async () => {
    const { calls, port } = fakePort();
    expect(await run(port, { email: null, id: 999 }).result).toEqual({ kind: 'nothing-to-send', mail: 'not-sent' });
    expect(calls).toEqual(['update-client-info:999']);
  });
});
