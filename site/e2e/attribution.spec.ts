import type { Page } from '@playwright/test';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expect, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { part2SitePorts, standIns, startSiteWithSettings, type OwnSite } from './support/integrations-site.ts';
import { readFunnelFigures } from './support/operator.ts';

// Section 3's promise, end to end: the affiliate, sub and campaign parameters a visitor arrives with are
// carried from each landing page through each registration variant to the partner links, the affiliate
// pixel, the thank-you URL, the stored entry and the operator's figures.

// The tracker leaves bots out of the figures; the browser must look like a visitor's, whatever the config.
test.use({ userAgent: humanUserAgent });

let site: OwnSite;

test.beforeAll(async () => {
  // The ad network's exit is left unset, so the ad screen's exit is the attributed thank-you page.
  site = await startSiteWithSettings({
    port: part2SitePorts.attribution,
    integrations: { affiliatePixelUrlTemplate: standIns.pixelTemplate, adNetworkScriptUrl: standIns.adScriptUrl, tagManagerContainerId: standIns.tagManagerContainerId },
  });
});

test.afterAll(async () => site.stop());

// An ad form that sends the visitor on to the exit URL it was given once submitted.
const adFormStandIn = `(() => {
  const config = window.adNetworkConfig;
  window.__adConfig = config;
  const form = document.createElement('form');
  form.innerHTML = '<label>ZIP code <input name="zip"></label><button type="submit">See my offers</button>';
  form.addEventListener('submit', (event) => { event.preventDefault(); window.location.assign(config.exitUrl); });
  document.getElementById(config.containerId).appendChild(form);
})();`;

type Variant = 'sequential' | 'list' | 'ad';
const landings = [
  { path: '/', version: 1, prefix: '' },
  { path: '/v2', version: 2, prefix: '/v2' },
  { path: '/v3', version: 3, prefix: '/v3' },
] as const;

async function serveThirdParties(page: Page) {
  const pixelCalls: string[] = [];
  await page.context().route(`${standIns.pixelOrigin}/**`, (route) => {
    pixelCalls.push(route.request().url());
    return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  await page.route(standIns.adScriptUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: adFormStandIn }));
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await stubPartnerSites(page.context());
  return pixelCalls;
}

async function signUpOnLanding(page: Page, version: 1 | 2 | 3, email: string) {
  const form = version === 3 ? page.locator('#signup') : page.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
  if (version !== 3) await page.locator('[data-open-signup]').first().click();
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
}

const campaign = { utm_source: 'senior-news', utm_medium: 'email', utm_campaign: 'spring-guide', utm_content: 'hero', utm_term: 'discounts', gclid: 'GCL-1' };

for (const landing of landings) {
  for (const variant of ['sequential', 'list', 'ad'] as const satisfies readonly Variant[]) {
    test(`from ${landing.path} into the ${variant} variant, every link, call and figure carries the attribution`, async ({ page }) => {
      const affiliateId = `attr${landing.version}${variant.slice(0, 3)}${Date.now().toString(36)}`;
      const tracking = { affiliateId, subId: `sub-${variant}`, s1: 'one', s2: 'two', s3: 'three' };
      const expectedSubId = landing.version === 1 ? `ONB_${affiliateId}` : `ONB_v${landing.version}_${affiliateId}`;
      const pixelCalls = await serveThirdParties(page);
      const email = uniqueEmail(`attr-${variant}`);

      await page.goto(`${site.url}${landing.path}?${new URLSearchParams({ ...tracking, ...campaign })}`);
      await signUpOnLanding(page, landing.version, email);
      await page.waitForURL((url) => url.pathname === `${landing.prefix}/continue-registration`);
      const registration = new URL(page.url());
      const id = Number(registration.searchParams.get('id'));
      expect(Object.fromEntries(registration.searchParams)).toMatchObject({ ...tracking, ...campaign });

      const partnerLinks: string[] = [];
      let adConfig: unknown = null;
      if (variant === 'sequential') {
        const popup = page.waitForEvent('popup');
        await page.getByRole('article').getByRole('link').click();
        const partner = await popup;
        await partner.waitForURL(/partner-network|benefits-partner/);
        partnerLinks.push(partner.url());
        for (let index = 1; index < 7; index += 1) await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
      } else if (variant === 'list') {
        await page.goto(`${site.url}/continue-registration-2${registration.search}`);
        const popup = page.waitForEvent('popup');
        await page.getByRole('button', { name: /Medicare Plans/ }).click();
        const partner = await popup;
        await partner.waitForURL(/partner-network|benefits-partner/);
        partnerLinks.push(partner.url());
      } else {
        await page.goto(`${site.url}/continue-registration/adq${registration.search}`);
        const submit = page.getByRole('button', { name: 'See my offers' });
        await expect(submit).toBeVisible();
        adConfig = await page.evaluate(() => Reflect.get(window, '__adConfig'));
        await submit.click();
      }
      await page.waitForURL((url) => url.pathname === '/thank-you');

      // Partner links: the referral sub id of the landing version; the email only in the sequential flow.
      for (const link of partnerLinks) {
        const params = new URL(link).searchParams;
        expect(params.get('subid')).toBe(expectedSubId);
        expect(params.get('email')).toBe(variant === 'sequential' ? email : null);
      }
      if (variant === 'ad') expect(adConfig).toMatchObject({ subId: expectedSubId, email, tracking });
      // The pixel: fired once, with the sub id.
      expect(pixelCalls.map((call) => new URL(call).searchParams.get('sub'))).toEqual([expectedSubId]);
      // The thank-you URL: the entry, the tracking values and the campaign parameters.
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ id: String(id), email, ...tracking, ...campaign });
      // The Section 8 bonus on the thank-you page carries the visitor's sub id.
      const bonus = page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
      expect(new URL((await bonus.getAttribute('href')) ?? '').searchParams.get('subid')).toBe(expectedSubId);

      // The stored entry.
      const entry = (await (await page.request.get(`${site.url}/api/waitlist/${id}`)).json()) as { entry: Record<string, unknown> };
      expect(entry.entry).toMatchObject({ id, version: landing.version, ...tracking });

      // The operator's figures for this affiliate.
      const offerId = { sequential: 'housing-grants', list: 'medicare', ad: null }[variant];
      await expect
        .poll(async () => {
          const figures = await readFunnelFigures({ siteUrl: site.url, affiliateId });
          return {
            impressions: figures.totalImpressions,
            emails: figures.totalEmails,
            thankYou: figures.flowComplete,
            offers: figures.offerSelections.filter((row) => row.count > 0).map((row) => [row.offerId, row.count]),
          };
        })
        .toEqual({ impressions: 1, emails: 1, thankYou: 1, offers: offerId ? [[offerId, 1]] : [] });
    });
  }
}
