import { expect, test, type Page, type Response } from '@playwright/test';
import { scriptHash, tagManagerLoader } from '../src/render/security/inline-scripts.ts';
import { waitForIslands } from './support/page-ready.ts';
import { standIns, useSiteWithSettings } from './support/integrations-site.ts';
import { product, specSitePorts } from './support/product.ts';

// A marketer can name a tag manager container (and a widget, an ad network, a pixel) in the CMS settings. On
// the dashboard the admin's cookie reaches the data-request export and erasure, so no third party may run
// there, whatever the settings say: /analytics loads none and its policy admits none. Visitor pages still load
// theirs, each page admitting only the integrations it uses. Local stand-ins answer for every third party.

const tagManagerOrigin = 'https://www.googletagmanager.com';
const widgetUrl = 'https://widget.stand-in.test/widget.js';
const thirdPartyOrigins = [
  tagManagerOrigin,
  'https://widget.stand-in.test',
  'https://ads.stand-in.test',
  standIns.pixelOrigin,
];
const loaderHash = `'${scriptHash(tagManagerLoader)}'`;

const ownSite = useSiteWithSettings({
  port: specSitePorts.staffPages,
  integrations: {
    tagManagerContainerId: standIns.tagManagerContainerId,
    referralWidgetScriptUrl: widgetUrl,
    adNetworkScriptUrl: standIns.adScriptUrl,
    affiliatePixelUrlTemplate: standIns.pixelTemplate,
  },
});

/** Serves every third party with a stand-in and records each request the page makes to one. */
async function recordThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  for (const origin of thirdPartyOrigins) {
    await page.route(`${origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(window.__ran ??= []).push(${JSON.stringify(origin)});`,
      });
    });
  }
  return requested;
}

const policyOf = (response: Response | null) => response?.headers()['content-security-policy'] ?? '';

function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

for (const signedIn of [true, false]) {
  test(`/analytics loads no third party and its policy admits none (${signedIn ? 'the admin signed in' : 'signed out'})`, async ({
    page,
    context,
  }) => {
    if (signedIn) await context.addCookies([{ name: 'payload-token', value: product.adminToken, url: ownSite().url }]);
    const requested = await recordThirdParties(page);
    const response = await page.goto(`${ownSite().url}/analytics`);
    if (signedIn) await expect(page.getByRole('button', { name: 'Update Report' })).toBeVisible();
    else await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    await waitForIslands(page);

    const policy = policyOf(response);
    for (const origin of thirdPartyOrigins) expect(policy).not.toContain(origin);
    expect(scriptSources(policy)).not.toContain(loaderHash);
    expect(await page.locator('script[data-container-id], script[src*="stand-in.test"]').count()).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(requested).toEqual([]);

    // A script a tag manager would add (or an injected one) from the tag manager's origin does not load.
    const blocked = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
    await page.evaluate((src) => {
      const tag = document.createElement('script');
      tag.src = src;
      document.head.appendChild(tag);
    }, `${tagManagerOrigin}/gtm.js?id=${standIns.tagManagerContainerId}`);
    await blocked;
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => Reflect.get(window, '__ran'))).toBeUndefined();
  });
}

test('a landing page loads the tag manager and the widget, and its policy admits those and no other third party', async ({
  page,
}) => {
  const requested = await recordThirdParties(page);
  const response = await page.goto(`${ownSite().url}/`);
  await waitForIslands(page);
  await expect
    .poll(() => requested.map((url) => new URL(url).origin).sort())
    .toEqual([tagManagerOrigin, 'https://widget.stand-in.test'].sort());
  const scripts = scriptSources(policyOf(response));
  expect(scripts).toEqual(expect.arrayContaining([tagManagerOrigin, 'https://widget.stand-in.test', loaderHash]));
  expect(policyOf(response)).not.toContain('https://ads.stand-in.test');
  expect(policyOf(response)).not.toContain(standIns.pixelOrigin);
});

test('the ad campaign page admits the ad network, which no landing page admits', async ({ request }) => {
  const adCampaign =
    (await request.get(`${ownSite().url}/continue-registration/adq`)).headers()['content-security-policy'] ?? '';
  expect(scriptSources(adCampaign)).toContain('https://ads.stand-in.test');
  expect(adCampaign).toContain(standIns.pixelOrigin);
  expect(adCampaign).not.toContain('https://widget.stand-in.test');
});
