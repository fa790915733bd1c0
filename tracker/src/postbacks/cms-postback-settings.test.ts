import { describe, expect, it } from 'vitest';
import { postbackKeyHeader } from '../auth/cms-key.ts';
import { createCmsPostbackSettings } from './cms-postback-settings.ts';

const saved = {
  defaultPostback: {
    enabled: true,
    urlTemplate: 'https://t.example.com/pb?s={subid}',
    events: ['thank_you', 'unknown_event'],
    clickIdSource: null,
    secret: '',
    payouts: { thank_you: 2 },
  },
  affiliates: [{ affiliateId: '17', enabled: false, urlTemplate: null, events: null }],
};

function fakeCms(answers: (() => Response)[]) {
  const calls: { url: string; key: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push({
      url: url instanceof Request ? url.url : String(url),
      key: new Headers(init?.headers).get(postbackKeyHeader),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    return answer();
  };
  return { calls, fetch };
}

describe('createCmsPostbackSettings', () => {
  it('reads the global with the shared key and normalises what the admin left empty', async () => {
    const cms = fakeCms([() => Response.json(saved)]);
    const settings = createCmsPostbackSettings({ cmsUrl: 'http://cms.test', key: 'k'.repeat(32), fetch: cms.fetch });
    expect(await settings.get()).toEqual({
      defaultPostback: {
        enabled: true,
        urlTemplate: 'https://t.example.com/pb?s={subid}',
        events: ['thank_you'],
        clickIdSource: 'auto',
        secret: null,
        payouts: { thank_you: 2 },
      },
      affiliates: [
        {
          affiliateId: '17',
          enabled: false,
          urlTemplate: '',
          events: [],
          clickIdSource: 'auto',
          secret: null,
          payouts: {},
        },
      ],
    });
    expect(cms.calls).toEqual([{ url: 'http://cms.test/api/globals/postback-settings?depth=0', key: 'k'.repeat(32) }]);
  });

  it('asks again only after maxAgeMs, and keeps the last good answer while the CMS is down', async () => {
    let now = 0;
    const cms = fakeCms([() => Response.json(saved), () => new Response('down', { status: 503 })]);
    const settings = createCmsPostbackSettings({
      cmsUrl: 'http://cms.test',
      key: 'k'.repeat(32),
      fetch: cms.fetch,
      clock: () => now,
      maxAgeMs: 1000,
    });
    const first = await settings.get();
    await settings.get();
    expect(cms.calls).toHaveLength(1);
    now = 1000;
    expect(await settings.get()).toEqual(first);
    expect(cms.calls).toHaveLength(2);
    expect(settings.peek()).toEqual(first);
  });

  it('answers null before the CMS has ever answered', async () => {
    const errors: unknown[] = [];
    const settings = createCmsPostbackSettings({
      cmsUrl: 'http://cms.test',
      key: 'k'.repeat(32),
      fetch: fakeCms([() => new Response('no', { status: 403 })]).fetch,
      onError: (error) => errors.push(error),
    });
    expect(await settings.get()).toBeNull();
    expect(settings.peek()).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
