import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, holdNavigationTo, signUp, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { openSignupModal, stayOnPageInsteadOfRegistration } from './support/signup.ts';
import { setBrowserTextSize, settleLayout, textSizes, unreadableParts } from './support/text-size.ts';

// Every visitor route and state, read on a small phone (320 px) and a common one (390 px) with the browser's
// text size at 100%, 150% and 200%: nothing scrolls sideways, nothing is cut off, no word is split, and axe
// finds nothing at 200%. The state is reached once; the width and text size then change under it.

const widths = [320, 390] as const;

async function expectReadableEverywhere(page: Page) {
  const problems: Record<string, string[]> = {};
  for (const width of widths) {
    for (const scale of textSizes) {
      await page.setViewportSize({ width, height: 844 });
      await setBrowserTextSize(page, scale);
      await settleLayout(page);
      const found = await unreadableParts(page);
      if (found.length > 0) problems[`${width} px, text ${scale * 100}%`] = found.slice(0, 8);
    }
  }
  expect(problems).toEqual({});
  await page.setViewportSize({ width: 390, height: 844 });
  await setBrowserTextSize(page, 2);
  await settleLayout(page);
  await expectNoAxeViolations(page);
}

test.beforeEach(async ({ context }) => stubPartnerSites(context));

for (const path of ['/', '/v2', '/v3']) {
  test(`landing ${path} reads at large text on a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReadableEverywhere(page);
  });
}

test('the signup modal, with its email error, reads at large text on a phone', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill('wrong');
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectReadableEverywhere(page);
});

test("the inline signup's success screen and toast read at large text on a phone", async ({ page }) => {
  await stayOnPageInsteadOfRegistration(page);
  await page.goto('/v3');
  const form = page.locator('#signup');
  await form.getByLabel('Your email address').fill(uniqueEmail('large-text-inline'));
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
  await expectReadableEverywhere(page);
});

test('the error toast reads at large text on a phone', async ({ page }) => {
  await page.goto('/v2');
  await expect(page.locator('astro-island[ssr]:not([client="intent"])')).toHaveCount(0);
  await page.evaluate(() => console.error('Something broke while saving your details'));
  await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toBeVisible();
  await expectReadableEverywhere(page);
});

test('the sequential offers read at large text on a phone', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
  await expectReadableEverywhere(page);
});

test('the list of categories reads at large text on a phone', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  await expect(page.getByRole('button', { name: 'No Thanks' })).toBeEnabled();
  await expectReadableEverywhere(page);
});

for (const path of ['/continue-registration', '/continue-registration-2', '/continue-registration/adq']) {
  test(`the session error on ${path} reads at large text on a phone`, async ({ page }) => {
    await holdNavigationTo(page, '/');
    await page.goto(path);
    await expect(page.getByText(/Session not found|Session recovery failed/).first()).toBeVisible();
    await expectReadableEverywhere(page);
  });
}

test('the thank-you page reads at large text on a phone', async ({ page }) => {
  const { id, email } = await signUp(page.request, { email: uniqueEmail('large-text-thank-you-with-a-long-address') });
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: /SECTION 8/i })).toBeVisible();
  await expectReadableEverywhere(page);
});

test("the thank-you page's plain-words 'not sent' reads at large text on a phone", async ({ page }) => {
  const { id, email } = await signUp(page.request, { email: uniqueEmail('large-text-daily-limit') });
  // The tracker's answer once this connection has asked for its guides of the day: the longest message.
  await page.route(`**/api/waitlist/${id}/notify-complete`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '86400' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many guide emails today.' } }),
    }),
  );
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: 'Download your guide now' })).toBeVisible();
  await expectReadableEverywhere(page);
});

test('the thank-you page without any details reads at large text on a phone', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expectReadableEverywhere(page);
});

test('the download page reads at large text on a phone', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  await expect(page.getByRole('link', { name: 'Download Your Senior Savings Guide' })).toBeVisible();
  await expectReadableEverywhere(page);
});

test('the redirect page reads at large text on a phone', async ({ page }) => {
  await holdNavigationTo(page, '/thank-you');
  await page.goto(`/redirect?url=${encodeURIComponent('https://offers.benefits-partner.example/emergency-pendant')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReadableEverywhere(page);
});

for (const slug of ['emergency-pendant', 'dental-savings', 'hearing-aids']) {
  test(`the demo page ${slug} reads at large text on a phone`, async ({ page }) => {
    await page.goto(`/offer-landing/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReadableEverywhere(page);
  });
}

test('the not-found screen reads at large text on a phone', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReadableEverywhere(page);
});
