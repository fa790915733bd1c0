import { describe, expect, it } from 'vitest';
import { trackDownloadOnce, type DownloadTrackingPort } from './download-tracking.ts';

const tracking = { affiliateId: 'AFF', subId: 'S', s1: null, s2: null, s3: null };

function fakePort({ fails = false } = {}) {
  let flag = false;
  const calls: string[] = [];
  const port: DownloadTrackingPort = {
    isTracked: () => flag,
    markTracked: () => {
      flag = true;
    },
    trackEntryDownload: async (id) => {
      calls.push(`download:${id}`);
      if (fails) throw new Error('502');
    },
    trackAnonymousDownload: async (context) => {
      calls.push(`anonymous:${context.affiliateId}`);
      if (fails) throw new Error('502');
    },
  };
  return { calls, port };
}

describe('trackDownloadOnce', () => {
  it('records a known visitor once per browser session', async () => {
    const { calls, port } = fakePort();
    expect(await trackDownloadOnce({ entryId: 8, tracking, port })).toEqual({ tracking: 'per-user', recorded: true });
    expect(await trackDownloadOnce({ entryId: 8, tracking, port })).toEqual({
      tracking: 'already-tracked',
      recorded: false,
    });
    expect(calls).toEqual(['download:8']);
  });

  it('records an unknown visitor anonymously with the affiliate', async () => {
    const { calls, port } = fakePort();
    expect((await trackDownloadOnce({ entryId: null, tracking, port })).tracking).toBe('anonymous');
    expect(calls).toEqual(['anonymous:AFF']);
  });

  it('tries again on the next click when the tracker was down', async () => {
    const { calls, port } = fakePort({ fails: true });
    expect(await trackDownloadOnce({ entryId: 8, tracking, port })).toEqual({ tracking: 'per-user', recorded: false });
    expect(await trackDownloadOnce({ entryId: 8, tracking, port })).toEqual({ tracking: 'per-user', recorded: false });
    expect(calls).toEqual(['download:8', 'download:8']);
  });
});
