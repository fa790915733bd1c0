import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRevalidateReceiver, settle } from './support/revalidateReceiver.ts';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

const secret = 'test-revalidate-secret';
let cms: RunningCms;
let receiver: Awaited<ReturnType<typeof startRevalidateReceiver>>;
let marketer: string;

async function offerBySlug(slug: string) {
  const [offer] = docsOf(await callApi(cms.url, `/offers?where[slug][equals]=${slug}`));
  return { id: String(offer?.id), headline: String(offer?.headline) };
}

beforeAll(async () => {
  receiver = await startRevalidateReceiver({ port: 3193 });
  cms = await startCms({ port: 3113, siteUrl: receiver.url, revalidateSecret: secret });
  const adminToken = await signIn(cms.url, testAdmin);
  marketer = (await createStaff(cms.url, { adminToken, role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('publishing tells the site to drop its cache', () => {
  it('does not call the site while seeding the first start', () => {
    expect(receiver.calls).toEqual([]);
  });

  describe('once content exists', () => {
    beforeEach(() => {
      receiver.clear();
    });

    it('stays quiet when a marketer only saves a draft', async () => {
      const { id } = await offerBySlug('medicare');
      const saved = await callApi(cms.url, `/offers/${id}?draft=true`, {
        token: marketer,
        method: 'PATCH',
        body: { headline: 'A draft headline', _status: 'draft' },
      });
      expect(saved.status).toBe(200);
      await settle();
      expect(receiver.calls).toEqual([]);
    });

    it('calls the site once with the published offer when a marketer publishes it', async () => {
      const { id } = await offerBySlug('medicare');
      const published = await callApi(cms.url, `/offers/${id}`, {
        token: marketer,
        method: 'PATCH',
        body: { headline: 'Compare Medicare plans near you', _status: 'published' },
      });
      expect(published.status).toBe(200);
      expect(await receiver.waitForCalls(1)).toEqual([
        { path: '/internal/revalidate', secret, body: { collection: 'offers', id, slug: 'medicare' } },
      ]);
    });

    it('names the landing version when a variant is published', async () => {
      const [variant] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2'));
      await callApi(cms.url, `/landing-variants/${String(variant?.id)}`, {
        token: marketer,
        method: 'PATCH',
        body: { internalName: 'Version 2, renamed', _status: 'published' },
      });
      expect((await receiver.waitForCalls(1)).map((call) => call.body)).toEqual([
        { collection: 'landing-variants', id: variant?.id, slug: 'v2' },
      ]);
    });

    it('calls the site once when page texts are published, and not for their drafts', async () => {
      await callApi(cms.url, '/globals/page-texts?draft=true', {
        token: marketer,
        method: 'POST',
        body: { redirect: { manualLinkLabel: 'tap here' }, _status: 'draft' },
      });
      await settle();
      expect(receiver.calls).toEqual([]);
      await callApi(cms.url, '/globals/page-texts', {
        token: marketer,
        method: 'POST',
        body: { redirect: { manualLinkLabel: 'click here' }, _status: 'published' },
      });
      expect((await receiver.waitForCalls(1)).map((call) => call.body)).toEqual([
        { global: 'page-texts', id: 'page-texts', slug: 'page-texts' },
      ]);
    });

    it('calls the site on every save of the site settings, which have no drafts', async () => {
      await callApi(cms.url, '/globals/site-settings', {
        token: marketer,
        method: 'POST',
        body: { tagline: 'New tagline' },
      });
      expect((await receiver.waitForCalls(1)).map((call) => call.body)).toEqual([
        expect.objectContaining({ global: 'site-settings', slug: 'site-settings' }),
      ]);
    });

    it('calls the site when a published offer is deleted', async () => {
      const { id } = await offerBySlug('wise-savings');
      expect((await callApi(cms.url, `/offers/${id}`, { token: marketer, method: 'DELETE' })).status).toBe(200);
      expect((await receiver.waitForCalls(1)).map((call) => call.body)).toEqual([
        { collection: 'offers', id, slug: 'wise-savings' },
      ]);
    });
  });
});

describe('a site that is down', () => {
  it('never blocks a marketer from publishing', async () => {
    await receiver.close();
    const { id } = await offerBySlug('dental-implants');
    const published = await callApi(cms.url, `/offers/${id}`, {
      token: marketer,
      method: 'PATCH',
      body: { headline: 'Implants for less', _status: 'published' },
    });
    expect(published.status).toBe(200);
    expect((await offerBySlug('dental-implants')).headline).toBe('Implants for less');
    await expect.poll(() => cms.output(), { timeout: 7_000 }).toMatch(/Site revalidation failed/);
  });
});
