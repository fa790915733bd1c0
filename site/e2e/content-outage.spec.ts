import { expect, test } from '@playwright/test';
import { publishHeroTitle } from './support/cms-admin.ts';
import { nothingListensUrl, startSite } from './support/site-server.ts';
import { product, specSitePorts } from './support/product.ts';
import { startSwitchableProxy } from './support/switchable-proxy.ts';

// These specs start their own site; they run one at a time because they share its port.
test.describe.configure({ mode: 'serial' });

test('with no CMS at all on a fresh start, the site serves the seed content and its images', async ({ page }) => {
  const site = await startSite({
    port: specSitePorts.contentOutage,
    cmsUrl: nothingListensUrl,
    trackerUrl: product.trackerUrl,
  });
  try {
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your Free Senior Benefits & Discounts Guide');
    await expect(page.locator('body > footer')).toContainText('All rights reserved');
    const logo = page.locator('body > header img');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const notFound = await page.goto(`${site.url}/missing`);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  } finally {
    await site.stop();
  }
});

test('when the CMS goes down, the site keeps serving the last content it had', async ({ page }) => {
  const cms = await startSwitchableProxy(product.cmsUrl);
  const secret = 'outage-secret';
  const site = await startSite({
    port: specSitePorts.contentOutage,
    cmsUrl: cms.url,
    trackerUrl: product.trackerUrl,
    revalidateSecret: secret,
  });
  const edited = `Outage check ${Date.now()}`;
  const restore = await publishHeroTitle({ version: 3, title: edited });
  try {
    await page.goto(`${site.url}/v3`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    cms.goDown();
    const revalidated = await fetch(`${site.url}/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ collection: 'landing-variants' }),
    });
    expect(revalidated.status).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
    const image = page.locator('section[aria-labelledby="brands-title"] img').first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await restore();
    await site.stop();
    await cms.close();
  }
});

test('a publish in the CMS shows up on the live site within seconds, without a restart', async ({ page }) => {
  const title = `Fresh headline ${Date.now()}`;
  await page.goto('/v2');
  const restore = await publishHeroTitle({ version: 2, title });
  try {
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 10_000, intervals: [250, 500, 1000] },
      )
      .toBe(title);
  } finally {
    await restore();
  }
});

test('the revalidation call needs the shared secret', async () => {
  const answer = await fetch(`${product.siteUrl}/internal/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'guess' },
    body: '{}',
  });
  expect(answer.status).toBe(401);
  expect(await answer.json()).toMatchObject({ error: { code: 'unauthorized' } });
});
