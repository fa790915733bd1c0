import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, holdNavigationTo, pauseClock, stubPartnerSites, test } from './support/funnel-visitor.ts';
import { holdIsland } from './support/page-ready.ts';

// /redirect: a countdown, then the hand-off, and only to partner hosts the CMS lists.

const partnerUrl = 'https://track.partner-network.example/click?offer_id=6252&aff_id=555&subid=ONB_EBK';

test.beforeEach(async ({ context }) => stubPartnerSites(context));

/** The server renders "4 seconds" too: the paused clock may only move once the island's timer is set. */
async function waitForCountdown(page: Page): Promise<void> {
  await expect(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
}

test('counts down from 4 with a progress bar, then opens the partner in a new tab and goes to /thank-you', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}&affiliateId=RD1&utm_source=mail`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirecting to Your Desired Bonus');
  await expect(page.getByRole('timer')).toHaveText('Taking you there in 4 seconds...');
  await waitForCountdown(page);
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();

  await page.clock.runFor(2000);
  await expect(page.getByRole('timer')).toHaveText('Taking you there in 2 seconds...');
  expect(Number(await progress.getAttribute('value'))).toBeGreaterThanOrEqual(45);

  const popup = page.waitForEvent('popup');
  await page.clock.runFor(2000);
  const partner = await popup;
  await partner.waitForURL(partnerUrl);
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ affiliateId: 'RD1', utm_source: 'mail' });
});

test('words the last second in the singular: "Taking you there in 1 second..."', async ({ page }) => {
  await pauseClock(page);
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}`);
  await waitForCountdown(page);
  await page.clock.runFor(3000);
  await expect(page.getByRole('timer')).toHaveText('Taking you there in 1 second...');
});

test('"click here" opens the partner and goes to /thank-you at once', async ({ page }) => {
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /click here/ }).click();
  expect((await popup).url()).toBe(partnerUrl);
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('a tap on "click here" before the page has woken up opens the partner once and goes to /thank-you', async ({
  page,
}) => {
  let popups = 0;
  page.on('popup', () => (popups += 1));
  const releaseIsland = await holdIsland(page, 'RedirectCountdown');
  await pauseClock(page);
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}&affiliateId=RD2`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /click here/ }).click();
  expect((await popup).url()).toBe(partnerUrl);
  releaseIsland();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(new URL(page.url()).searchParams.get('affiliateId')).toBe('RD2');
  expect(popups).toBe(1);
});

test('without a url it goes to the home page after 4 seconds', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/redirect');
  await expect(page.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/');
  await waitForCountdown(page);
  await page.clock.runFor(3900);
  expect(new URL(page.url()).pathname).toBe('/redirect');
  await page.clock.runFor(200);
  await page.waitForURL((url) => url.pathname === '/');
});

for (const [label, url] of [
  ['a host the CMS does not list', 'https://evil.example/phish'],
  ['a listed host hidden behind credentials', 'https://track.partner-network.example@evil.example/'],
  ['a script URL', 'javascript:alert(1)'],
] as const) {
  test(`refuses ${label}: says so, opens nothing and goes to /thank-you`, async ({ page }) => {
    let opened = 0;
    page.on('popup', () => (opened += 1));
    await pauseClock(page);
    await page.goto(`/redirect?url=${encodeURIComponent(url)}`);
    await expect(page.getByRole('alert')).toContainText(
      "does not lead to one of our partner sites, so we won't open it",
    );
    await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);
    await waitForCountdown(page);
    await page.clock.runFor(4000);
    await page.waitForURL((next) => next.pathname === '/thank-you');
    expect(opened).toBe(0);
  });
}

test('accepts a subdomain of a listed partner host', async ({ page, context }) => {
  const subdomainUrl = 'https://go.offers.benefits-partner.example/landing';
  await context.route('https://go.offers.benefits-partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>p</title>' }),
  );
  await page.goto(`/redirect?url=${encodeURIComponent(subdomainUrl)}`);
  await expect(page.getByRole('link', { name: /click here/ })).toHaveAttribute('href', subdomainUrl);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('axe finds no violation on the countdown and on the refusal', async ({ page }) => {
  await holdNavigationTo(page, '/thank-you');
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}`);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/redirect?url=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});
