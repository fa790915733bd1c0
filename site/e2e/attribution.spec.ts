import type { Page } from '@playwright/test';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { waitForIslands } from './support/page-ready.ts';
import { openSignupModal } from './support/signup.ts';
import { expect, signUp, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { part2SitePorts, standIns, useSiteWithSettings } from './support/integrations-site.ts';
import { readFunnelFigures } from './support/operator.ts';

// Attribution end to end: the affiliate, sub and campaign parameters a visitor arrives with are
// carried from each landing page through each registration variant to the partner links, the affiliate
// pixel, the thank-you URL, the stored entry and the operator's figures.

// The tracker leaves bots out of the figures; the browser must look like a visitor's, whatever the config.
test.use({ userAgent: humanUserAgent });

// The ad network's exit is left unset, so the ad screen's exit is the attributed thank-you page.
const ownSite = useSiteWithSettings({
  port: part2SitePorts.attribution,
  integrations: {
    affiliatePixelUrlTemplate: standIns.pixelTemplate,
    adNetworkScriptUrl: standIns.adScriptUrl,
    tagManagerContainerId: standIns.tagManagerContainerId,
  },
});

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
  await page.route(standIns.adScriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: adFormStandIn }),
  );
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await stubPartnerSites(page.context());
  return pixelCalls;
}

async function signUpOnLanding(page: Page, version: 1 | 2 | 3, email: string) {
  await waitForIslands(page);
  const form = version === 3 ? page.locator('#signup') : await openSignupModal(page);
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
}

const campaign = {
  utm_source: 'senior-news',
  utm_medium: 'email',
  utm_campaign: 'spring-guide',
  utm_content: 'hero',
  utm_term: 'discounts',
  gclid: 'GCL-1',
};

for (const landing of landings) {
  for (const variant of ['sequential', 'list', 'ad'] as const satisfies readonly Variant[]) {
    test(`from ${landing.path} into the ${variant} variant, every link, call and figure carries the attribution`, async ({
      page,
    }) => {
      const affiliateId = `attr${landing.version}${variant.slice(0, 3)}${Date.now().toString(36)}`;
      const tracking = { affiliateId, subId: `sub-${variant}`, s1: 'one', s2: 'two', s3: 'three' };
      const expectedSubId = landing.version === 1 ? `ONB_${affiliateId}` : `ONB_v${landing.version}_${affiliateId}`;
      const pixelCalls = await serveThirdParties(page);
      const email = uniqueEmail(`attr-${variant}`);

      await page.goto(`${ownSite().url}${landing.path}?${new URLSearchParams({ ...tracking, ...campaign })}`);
      await signUpOnLanding(page, landing.version, email);
      await page.waitForURL((url) => url.pathname === `${landing.prefix}/continue-registration`);
      const registration = new URL(page.url());
      const id = Number(registration.searchParams.get('id'));
      expect(Object.fromEntries(registration.searchParams)).toMatchObject({ ...tracking, ...campaign });
      // The registration step recovered the session (its first offer is up) and confirmed the lead.
      await expect(page.getByRole('article')).toBeVisible();
      await expect.poll(() => pixelCalls.length).toBe(1);

      const partnerLinks: string[] = [];
      let adConfig: unknown = null;
      if (variant === 'sequential') {
        const popup = page.waitForEvent('popup');
        await page.getByRole('article').getByRole('link').click();
        const partner = await popup;
        await partner.waitForURL(/partner-network|benefits-partner/);
        partnerLinks.push(partner.url());
        for (let index = 1; index < 7; index += 1)
          await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
      } else if (variant === 'list') {
        await page.goto(`${ownSite().url}/continue-registration-2${registration.search}`);
        const popup = page.waitForEvent('popup');
        await page.getByRole('button', { name: /Medicare Plans/ }).click();
        const partner = await popup;
        await partner.waitForURL(/partner-network|benefits-partner/);
        partnerLinks.push(partner.url());
      } else {
        await page.goto(`${ownSite().url}/continue-registration/adq${registration.search}`);
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
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
        id: String(id),
        email,
        ...tracking,
        ...campaign,
      });
      // The Section 8 bonus on the thank-you page carries the visitor's sub id.
      const bonus = page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
      expect(new URL((await bonus.getAttribute('href')) ?? '').searchParams.get('subid')).toBe(expectedSubId);

      // The stored entry.
      const entry = (await (await page.request.get(`${ownSite().url}/api/waitlist/${id}`)).json()) as {
        entry: Record<string, unknown>;
      };
      expect(entry.entry).toMatchObject({ id, version: landing.version, ...tracking });

      // The operator's figures for this affiliate.
      const offerId = { sequential: 'housing-grants', list: 'medicare', ad: null }[variant];
      await expect
        .poll(async () => {
          const figures = await readFunnelFigures({ siteUrl: ownSite().url, affiliateId });
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

test.describe('third parties configured in the CMS', () => {
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((Reflect.get(window, 'dataLayer') ?? []) as Record<string, unknown>[]).filter(
        (entry) => typeof entry.event === 'string' && !String(entry.event).startsWith('gtm'),
      ),
    );

  test('the tag manager data layer hears each offer answer and the download', async ({ page }) => {
    await serveThirdParties(page);
    const { id } = await signUp(page.request, { affiliateId: 'DL1' }, ownSite().url);
    await page.goto(`${ownSite().url}/continue-registration?id=${id}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('article').getByRole('link').click();
    await (await popup).close();
    await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
    const events = await dataLayer(page);
    expect(events.filter((entry) => String(entry.event).startsWith('offer_'))).toEqual([
      {
        event: 'offer_accepted',
        flow: 'sequential',
        offerId: 'housing-grants',
        offerName: 'Housing Grants',
        position: 1,
      },
      { event: 'offer_declined', flow: 'sequential', offerId: 'medicare', offerName: 'Medicare Plans', position: 2 },
    ]);
    for (let index = 2; index < 7; index += 1)
      await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');

    await page.goto(`${ownSite().url}/continue-registration-2?id=${id}`);
    await page.getByRole('button', { name: 'No Thanks' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');

    await page.goto(`${ownSite().url}/ebook-download?id=${id}`);
    const pdf = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
    await pdf;
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'ebook_download', tracking: 'per-user' });
  });

  test('the completed flow is pushed before the page moves on', async ({ page }) => {
    await serveThirdParties(page);
    const { id } = await signUp(page.request, {}, ownSite().url);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/complete-offers', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${ownSite().url}/continue-registration-2?id=${id}`);
    await page.getByRole('button', { name: 'No Thanks' }).click();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({ event: 'offer_flow_complete', flow: 'list', acceptedOffers: 0, totalOffers: 7 });
    release();
  });

  test('fires the affiliate pixel once per entry, even when the page is reloaded', async ({ page }) => {
    const pixelCalls = await serveThirdParties(page);
    const { id } = await signUp(page.request, { affiliateId: 'PIX1', version: 3 }, ownSite().url);
    // The first offer is drawn before the session is recovered; its buttons are enabled once it is.
    const recovered = page.getByRole('article').getByRole('button', { name: 'No thanks' });
    await page.goto(`${ownSite().url}/continue-registration?id=${id}`);
    await expect(recovered).toBeEnabled();
    await page.reload();
    await expect(recovered).toBeEnabled();
    expect(pixelCalls.map((call) => new URL(call).searchParams.get('sub'))).toEqual(['ONB_v3_PIX1']);
  });

  test('sends no pixel for a visitor who came without an affiliate', async ({ page }) => {
    const pixelCalls = await serveThirdParties(page);
    const { id } = await signUp(page.request, {}, ownSite().url);
    await page.goto(`${ownSite().url}/continue-registration?id=${id}`);
    await expect(page.getByRole('article')).toBeVisible();
    expect(pixelCalls).toEqual([]);
  });

  test('the visitor finishes the flow when the pixel, the tag manager and the ad network are all down', async ({
    page,
  }) => {
    for (const pattern of [`${standIns.pixelOrigin}/**`, 'https://www.googletagmanager.com/**', standIns.adScriptUrl]) {
      await page.context().route(pattern, (route) => route.abort());
    }
    await stubPartnerSites(page.context());
    const { id } = await signUp(page.request, { affiliateId: 'DOWN3' }, ownSite().url);
    await page.goto(`${ownSite().url}/continue-registration?id=${id}`);
    for (let index = 0; index < 7; index += 1)
      await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('id') === String(id));
    await page.goto(`${ownSite().url}/continue-registration/adq?id=${id}`);
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toHaveCount(0);
  });
});
