import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './support/funnel-visitor.ts';
import { waitForIslands } from './support/page-ready.ts';
import { useSiteWithSettings } from './support/integrations-site.ts';
import { specSitePorts, uniqueEmail } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// The tag manager and the referral widget are third parties: the spec configures them the way a marketer
// would (in the CMS settings, rewritten on the way to this spec's own site so other specs are unaffected)
// and serves local stand-ins for their scripts.

const widgetUrl = 'https://widget.referral.test/widget.js';
const containerId = 'GTM-TEST123';
const widgetStandIn = `window.referralWidget = { launch: ({ email }) => { (window.__launched ??= []).push(email); } };`;

const ownSite = useSiteWithSettings({
  port: specSitePorts.thirdParties,
  integrations: { tagManagerContainerId: containerId, referralWidgetScriptUrl: widgetUrl },
});

async function serveStandIns(page: Page, { widgetDelayMs = 0 } = {}) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.route(widgetUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, widgetDelayMs));
    await route.fulfill({ contentType: 'text/javascript', body: widgetStandIn });
  });
}

const launchedEmails = (page: Page) => page.evaluate(() => Reflect.get(window, '__launched') as string[] | undefined);

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((Reflect.get(window, 'dataLayer') ?? []) as { event?: string }[]).map((entry) => entry.event));

test('feeds the data layer with the page view, a form error and the signup when a container is configured', async ({
  page,
}) => {
  await serveStandIns(page);
  await page.goto(`${ownSite().url}/v2?affiliateid=gtm1`);
  await waitForIslands(page);
  expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining(['gtm.js', 'page_view']));

  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill('broken@');
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect.poll(() => dataLayerEvents(page)).toContain('form_error');

  const email = uniqueEmail('gtm');
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect.poll(() => dataLayerEvents(page)).toContain('signup');
  const signup = await page.evaluate(() =>
    ((Reflect.get(window, 'dataLayer') ?? []) as Record<string, unknown>[]).find((entry) => entry.event === 'signup'),
  );
  expect(signup).toMatchObject({ landingVersion: 2, affiliateId: 'gtm1' });
});

test('launches the referral widget with the email after signup', async ({ page }) => {
  await serveStandIns(page);
  await page.goto(`${ownSite().url}/`);
  await waitForIslands(page);
  await expect.poll(() => page.evaluate(() => 'referralWidget' in window)).toBe(true);
  const email = uniqueEmail('referral');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect.poll(() => launchedEmails(page)).toEqual([email]);
});

test('retries the referral widget once, 2 s later, when its script had not loaded at signup', async ({ page }) => {
  await serveStandIns(page, { widgetDelayMs: 60_000 });
  // The paused clock makes "2 s later" exact however slow the machine is.
  await pauseClock(page);
  // The held widget script keeps the load event from firing, as a slow third party would.
  await page.goto(`${ownSite().url}/v3`, { waitUntil: 'domcontentloaded' });
  // Islands that hydrate when the browser is idle wait for the clock as well.
  await page.clock.runFor(1_000);
  await waitForIslands(page);
  const email = uniqueEmail('late-widget');
  const form = page.locator('#signup');
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  // The script "arrives" now, before the retry.
  await page.evaluate((code) => new Function(code)(), widgetStandIn);
  await page.clock.runFor(1_900);
  expect(await launchedEmails(page)).toBeUndefined();
  await page.clock.runFor(100);
  expect(await launchedEmails(page)).toEqual([email]);
});

test('retries the referral widget once, 2 s later, after a signup in the dialog, and only then moves on', async ({
  page,
}) => {
  await serveStandIns(page, { widgetDelayMs: 60_000 });
  await pauseClock(page);
  await page.goto(`${ownSite().url}/`, { waitUntil: 'domcontentloaded' });
  await page.clock.runFor(1_000);
  await waitForIslands(page);
  const email = uniqueEmail('late-widget-dialog');
  // The dialog's code starts after the click's answer is painted (a frame, then a timer): the paused clock moves it.
  await page.locator('[data-open-signup]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  // The dialog closes once the signup is done; the page stays for the widget's second try.
  await expect(dialog).toBeHidden();
  await page.evaluate((code) => new Function(code)(), widgetStandIn);
  await page.clock.runFor(1_900);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await launchedEmails(page)).toBeUndefined();
  await page.clock.runFor(100);
  expect(await launchedEmails(page)).toEqual([email]);
  await page.clock.runFor(200);
  await page.waitForURL(/\/continue-registration\?/);
});
