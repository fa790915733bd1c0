import type { WaitlistEntryView } from '@seniorguide/contracts';
import { planSessionRecovery } from '@seniorguide/funnel';
import { describe, expect, it } from 'vitest';
import { findEntry, type EntryLookups } from './find-entry.ts';

const entry = (id: number): WaitlistEntryView => ({
  id,
  version: 1,
  selectedOffers: '[]',
  affiliateId: null,
  subId: null,
  s1: null,
  s2: null,
  s3: null,
});

function recordingLookups(answers: Partial<Record<'getEntry' | 'findByEmail' | 'findByIp', WaitlistEntryView | null>>) {
  const calls: string[] = [];
  const lookups: EntryLookups = {
    getEntry: async (id) => {
      calls.push(`getEntry:${id}`);
      return answers.getEntry ?? null;
    },
    findByEmail: async (email) => {
      calls.push(`findByEmail:${email}`);
      return answers.findByEmail ?? null;
    },
    findByIp: async () => {
      calls.push('findByIp');
      return answers.findByIp ?? null;
    },
  };
  return { calls, lookups };
}

describe('findEntry', () => {
  it('uses the integer id from the URL and asks nothing else when it is found', async () => {
    const { calls, lookups } = recordingLookups({ getEntry: entry(12) });
    const plan = planSessionRecovery({ urlId: '12', urlEmail: 'ann@example.com', storedWaitlistId: '7' });
    expect(await findEntry({ plan, lookups })).toEqual({ entry: entry(12), foundBy: 'urlId' });
    expect(calls).toEqual(['getEntry:12']);
  });

  it('ignores a non-integer id and looks the email up next', async () => {
    const { calls, lookups } = recordingLookups({ findByEmail: entry(3) });
    const plan = planSessionRecovery({ urlId: '12abc', urlEmail: 'ann@example.com', storedWaitlistId: null });
    expect(await findEntry({ plan, lookups })).toEqual({ entry: entry(3), foundBy: 'email' });
    expect(calls).toEqual(['findByEmail:ann@example.com']);
  });

  it('falls through email and stored id to the IP lookup in the order of the spec', async () => {
    const { calls, lookups } = recordingLookups({ findByIp: entry(9) });
    const plan = planSessionRecovery({ urlId: null, urlEmail: 'ann@example.com', storedWaitlistId: '7' });
    expect(await findEntry({ plan, lookups })).toEqual({ entry: entry(9), foundBy: 'ip' });
    expect(calls).toEqual(['findByEmail:ann@example.com', 'getEntry:7', 'findByIp']);
  });

  it('skips the {{email}} placeholder', async () => {
    const { calls, lookups } = recordingLookups({});
    const plan = planSessionRecovery({ urlId: null, urlEmail: '{{email}}', storedWaitlistId: null });
    expect(await findEntry({ plan, lookups })).toBeNull();
    expect(calls).toEqual(['findByIp']);
  });

  it('stops at the first lookup that throws, so the page can say recovery failed', async () => {
    const { lookups } = recordingLookups({});
    lookups.findByEmail = async () => {
      throw new Error('502: tracker unavailable');
    };
    const plan = planSessionRecovery({ urlId: null, urlEmail: 'ann@example.com', storedWaitlistId: null });
    await expect(findEntry({ plan, lookups })).rejects.toThrow('502');
  });
});
