import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, holdNavigationTo, pauseClock, signUp, test } from './support/funnel-visitor.ts';
import { part2SitePorts, standIns, useSiteWithSettings } from './support/integrations-site.ts';
import { setBrowserTextSize, settleLayout } from './support/text-size.ts';

// /continue-registration/adq embeds the ad network's form (configured in the
// CMS, served here by a stand-in) and sends the visitor to the exit URL when it fails or never shows.

const ownSite = useSiteWithSettings({
  port: part2SitePorts.adCampaign,
  integrations: { adNetworkScriptUrl: standIns.adScriptUrl, adNetworkExitUrl: standIns.exitUrl },
});

// Renders a form and a frame the way ad networks do: fixed widths, small type, an untitled frame.
const adFormStandIn = `(() => {
  const config = window.adNetworkConfig;
  window.__adConfig = config;
  const box = document.getElementById(config.containerId);
  const form = document.createElement('form');
  form.innerHTML = '<label>ZIP code <input name="zip" style="width:900px;font-size:11px"></label><button type="submit">See my offers</button>';
  box.appendChild(form);
  const frame = document.createElement('iframe');
  frame.srcdoc = '<p>Partner</p>';
  frame.style.width = '900px';
  box.appendChild(frame);
  window.__addLateField = () => {
    const late = document.createElement('input');
    late.setAttribute('aria-label', 'Late field');
    late.style.fontSize = '10px';
    box.appendChild(late);
  };
})();`;

async function serveAdScript(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(standIns.adScriptUrl, handler);
  // Notes the ad script's load or error event. A capturing listener on the document runs in the same dispatch
  // as the page's own listeners on the script, so once the note is there the page has started its exit timer.
  await page.addInitScript((url) => {
    for (const type of ['load', 'error']) {
      document.addEventListener(
        type,
        (event) => {
          if (event.target instanceof HTMLScriptElement && event.target.src === url)
            Reflect.set(window, `__adScript_${type}`, true);
        },
        true,
      );
    }
  }, standIns.adScriptUrl);
  await page
    .context()
    .route(`${standIns.exitUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Exit</title><h1>Exit</h1>' }),
    );
}

const adScriptHandled = (page: Page, type: 'load' | 'error') =>
  expect.poll(() => page.evaluate((name) => Reflect.get(window, name) === true, `__adScript_${type}`)).toBe(true);

const js = (body: string) => (route: Route) => route.fulfill({ contentType: 'text/javascript', body });

async function openAdScreen(page: Page, signupInput: Parameters<typeof signUp>[1] = {}) {
  const { id, email } = await signUp(page.request, signupInput, ownSite().url);
  await page.goto(`${ownSite().url}/continue-registration/adq?id=${id}&email=${encodeURIComponent(email)}`);
  return { id, email };
}

test('embeds the ad form in a container at most 600 px wide, tames its markup, and stays', async ({ page }) => {
  await serveAdScript(page, js(adFormStandIn));
  await pauseClock(page);
  const { email } = await openAdScreen(page, { affiliateId: 'ADQ1', version: 2, s1: 'x1' });
  const container = page.locator('#ad-form');
  await expect(container.locator('form')).toBeVisible();
  expect(await container.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('600px');
  expect(await page.evaluate(() => Reflect.get(window, '__adConfig'))).toMatchObject({
    containerId: 'ad-form',
    email,
    subId: 'ONB_v2_ADQ1',
    tracking: { affiliateId: 'ADQ1', subId: null, s1: 'x1', s2: null, s3: null },
    exitUrl: standIns.exitUrl,
  });

  await page.clock.runFor(100);
  await expect(container.locator('iframe')).toHaveAttribute('title', 'Partner offer form');
  expect(await container.locator('input[name="zip"]').evaluate((input) => input.style.fontSize)).toBe('1rem');
  const box = await container.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(600);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.clock.runFor(7000);
  expect(new URL(page.url()).pathname).toBe('/continue-registration/adq');
});

test('runs the fix routine after changes for five seconds only', async ({ page }) => {
  await serveAdScript(page, js(adFormStandIn));
  await pauseClock(page);
  await openAdScreen(page);
  await expect(page.locator('#ad-form form')).toBeVisible();
  await page.clock.runFor(2000);
  await page.evaluate(() => (Reflect.get(window, '__addLateField') as () => void)());
  await page.clock.runFor(100);
  expect(await page.getByLabel('Late field').evaluate((input) => input.style.fontSize)).toBe('1rem');

  await page.clock.runFor(3500);
  await page.evaluate(() => {
    (Reflect.get(window, '__addLateField') as () => void)();
    document.querySelectorAll('[aria-label="Late field"]')[0]?.setAttribute('aria-label', 'Early field');
  });
  await page.clock.runFor(1000);
  expect(await page.getByLabel('Late field').evaluate((input) => input.style.fontSize)).toBe('10px');
});

test('goes to the exit URL one second after the ad script fails to load', async ({ page }) => {
  await serveAdScript(page, (route) => route.abort());
  await pauseClock(page);
  await openAdScreen(page);
  await adScriptHandled(page, 'error');
  await page.clock.runFor(900);
  expect(new URL(page.url()).pathname).toBe('/continue-registration/adq');
  await page.clock.runFor(100);
  await page.waitForURL(standIns.exitUrl);
});

test('goes to the exit URL when no ad element appears within 3 seconds of the script loading', async ({ page }) => {
  await serveAdScript(page, js(''));
  await pauseClock(page);
  await openAdScreen(page);
  await adScriptHandled(page, 'load');
  await page.clock.runFor(2900);
  expect(new URL(page.url()).pathname).toBe('/continue-registration/adq');
  await page.clock.runFor(100);
  await page.waitForURL(standIns.exitUrl);
});

test('goes to the exit URL when the ad loader is still absent at 6 seconds', async ({ page }) => {
  const requested = new Promise<void>((resolve) => {
    void serveAdScript(page, () => resolve());
  });
  await pauseClock(page);
  await openAdScreen(page);
  await requested;
  await page.clock.runFor(5900);
  expect(new URL(page.url()).pathname).toBe('/continue-registration/adq');
  await page.clock.runFor(100);
  await page.waitForURL(standIns.exitUrl);
});

test('axe finds no violation with the ad form shown', async ({ page }) => {
  await serveAdScript(page, js(adFormStandIn));
  await holdNavigationTo(page, new URL(standIns.exitUrl).pathname);
  await openAdScreen(page);
  await expect(page.locator('#ad-form form')).toBeVisible();
  await expect(page.locator('#ad-form iframe')).toHaveAttribute('title', 'Partner offer form');
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the ad form shown on a phone at 200% text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveAdScript(page, js(adFormStandIn));
  await holdNavigationTo(page, new URL(standIns.exitUrl).pathname);
  await openAdScreen(page);
  await expect(page.locator('#ad-form iframe')).toHaveAttribute('title', 'Partner offer form');
  await setBrowserTextSize(page, 2);
  await settleLayout(page);
  await expectNoAxeViolations(page);
});

test('without an ad network configured the visitor goes straight on to /thank-you', async ({ page, baseURL }) => {
  const { id } = await signUp(page.request, { affiliateId: 'NOADS' });
  await page.goto(`${baseURL}/continue-registration/adq?id=${id}&affiliateId=NOADS`);
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ id: String(id), affiliateId: 'NOADS' });
});
