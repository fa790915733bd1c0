import { PREVIEW_QUERY_PARAMETER, signPreviewGrant } from '@seniorguide/node-http';
import { expect, test } from '@playwright/test';
import { createPublishedDemoPage } from './support/preview-demo-page.ts';
import { product } from './support/product.ts';

// A preview link opens the saved draft on the real site for whoever holds it, with the tracking values the
// marketer chose, while visitors keep the published page; the answer is never stored, never indexed, sets no
// cookie and makes no call; a link that is altered, for another page, or expired shows nothing.

const previewSecret = () => {
  const secret = process.env.E2E_PREVIEW_SECRET;
  if (!secret) throw new Error('E2E_PREVIEW_SECRET is not set: run the specs through the root playwright.config.ts');
  return secret;
};

const signedLink = (path: string, expiresAt: number) =>
  `${path}?${PREVIEW_QUERY_PARAMETER}=${signPreviewGrant({ path, expiresAt }, previewSecret())}`;

test.describe.configure({ mode: 'serial' });

const slug = `preview-spec-${Date.now()}`;
const published = 'The published headline of the preview spec';
const draft = 'A draft headline nobody has published';
let demoPage: Awaited<ReturnType<typeof createPublishedDemoPage>>;

test.beforeAll(async () => {
  demoPage = await createPublishedDemoPage({ slug, headline: published });
  await demoPage.saveDraftHeadline(draft);
});

test.afterAll(async () => {
  await demoPage.remove();
});

test('a preview link shows the draft with the chosen affiliate, while a visitor still sees the published page', async ({
  page,
  browser,
}) => {
  const { url } = await demoPage.previewLink({ affiliateId: 'AFF777', subId: 'preview-sub' });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft);
  await expect(page.getByText('Preview of unpublished changes')).toBeVisible();
  // The page's links carry the tracking values of the link, as a visitor from that affiliate would see them.
  const back = page.getByRole('link', { name: 'Back to your guide' });
  await expect(back).toHaveAttribute('href', /affiliateId=AFF777/);
  await expect(back).toHaveAttribute('href', /subId=preview-sub/);

  const visitor = await browser.newPage();
  await visitor.goto(`/offer-landing/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published);
  await visitor.close();
  expect(calls).toEqual([]);
});

test('a preview answer is never stored, never indexed, sets no cookie, and leaves the cached page as it was', async ({
  request,
}) => {
  const visitorBefore = await request.get(`/offer-landing/${slug}`);
  const { url } = await demoPage.previewLink({ affiliateId: 'AFF777' });
  const preview = await request.get(url);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['cache-control']).toBe('no-store');
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(preview.headers()['referrer-policy']).toBe('no-referrer');
  expect(preview.headers()['set-cookie']).toBeUndefined();
  expect(preview.headers()['content-security-policy']).toContain("connect-src 'none'");
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await preview.text()).toContain(draft);

  const visitorAfter = await request.get(`/offer-landing/${slug}`);
  expect(await visitorAfter.text()).toContain(published);
  expect(await visitorAfter.text()).not.toContain(draft);
  // A spec running beside this one may publish (and so re-render every page) in between: the cached page is then
  // compared again around a second preview.
  await expect(async () => {
    const before = await request.get(`/offer-landing/${slug}`);
    expect((await request.get(url)).status()).toBe(200);
    const after = await request.get(`/offer-landing/${slug}`);
    expect(after.headers().etag).toBe(before.headers().etag);
  }).toPass({ timeout: 15_000 });
  expect(visitorBefore.status()).toBe(200);
});

test('an altered link, a link for another page and a request without the secret show no draft', async ({ request }) => {
  const { url } = await demoPage.previewLink({});
  const token = new URL(url).searchParams.get(PREVIEW_QUERY_PARAMETER) ?? '';
  const [payload = '', signature = ''] = token.split('.');
  const altered = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const address of [
    `/offer-landing/${slug}?${PREVIEW_QUERY_PARAMETER}=${altered}`,
    `/offer-landing/emergency-pendant?${PREVIEW_QUERY_PARAMETER}=${token}`,
    `/offer-landing/${slug}?${PREVIEW_QUERY_PARAMETER}=`,
    `/offer-landing/${slug}?${PREVIEW_QUERY_PARAMETER}=garbage`,
  ]) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(403);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await answer.text()).not.toContain(draft);
  }
  // The CMS answers drafts only to the site's key: a visitor asking it directly gets the published page.
  const direct = await request.get(`${product.cmsUrl}/api/demo-pages/${demoPage.id}?draft=true`);
  expect(await direct.text()).not.toContain(draft);
});

test('a preview link stops working when it expires', async ({ page }) => {
  const link = signedLink(`/offer-landing/${slug}`, Date.now() + 4_000);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft);
  await expect
    .poll(async () => (await page.request.get(link)).status(), { timeout: 15_000, intervals: [1_000] })
    .toBe(403);
  await page.reload();
  await expect(page.getByText('This preview link is not valid or has expired.')).toBeVisible();
  await expect(page.getByText(draft)).toHaveCount(0);
});
