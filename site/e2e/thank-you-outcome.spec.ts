import type { Page } from '@playwright/test';
import { expect, signUp, test, uniqueEmail } from './support/funnel-visitor.ts';

// The thank-you page on a phone says what happened to the guide email, and only what the tracker confirmed:
// sent now, sent before (with the download right there), or not sent and why. It never says "sent" otherwise.

test.use({ viewport: { width: 390, height: 844 } });

const message = (page: Page) => page.getByTestId('thank-you-message');
const downloadNow = (page: Page) => page.getByRole('link', { name: 'Download your guide now' });

async function expectDownloadInFirstScreen(page: Page) {
  await expect(downloadNow(page)).toBeVisible();
  const box = await downloadNow(page).boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
}

test('a second visit says the guide was emailed before, not again, and offers the download right there', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await expect(message(page)).toHaveText(`We've sent your free ebook to ${email}.`);

  await page.reload();
  await expect(message(page)).toHaveText(
    `Your guide was already emailed to ${email} earlier, so we did not send another copy just now.`,
  );
  await expect(page.getByText('check your inbox, and your spam or junk folder')).toBeVisible();
  await expectDownloadInFirstScreen(page);
});

test("the tracker's daily limit for this connection is said in plain words, with the download right there", async ({
  page,
}) => {
  const { id, email } = await signUp(page.request);
  // The tracker's answer once this connection has asked for its 20 guides of the day.
  await page.route(`**/api/waitlist/${id}/notify-complete`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '86400' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'rate_limited',
          message: 'Too many guide emails were requested from this address today. Please try again tomorrow.',
        },
      }),
    }),
  );
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await expect(message(page)).toContainText(
    'this internet connection has asked for as many guides as we send in one day',
  );
  await expect(page.getByText("We've sent")).toHaveCount(0);
  await expect(page.getByText('check your inbox')).toHaveCount(0);
  await expectDownloadInFirstScreen(page);
});

test('with the tracker down it claims no email, and offers the download right there', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort());
  const email = uniqueEmail('down-honest');
  await page.goto(`/thank-you?id=5&email=${encodeURIComponent(email)}`);
  await expect(message(page)).toHaveText(
    'We could not confirm that your guide was emailed. You can download it right here.',
  );
  await expect(page.getByText("We've sent")).toHaveCount(0);
  await expectDownloadInFirstScreen(page);
});

test('an address with no signup gets no "sent": the page says nothing was sent and why', async ({ page }) => {
  const email = uniqueEmail('no-signup');
  await page.goto(`/thank-you?email=${encodeURIComponent(email)}`);
  await expect(message(page)).toHaveText(
    `We could not find your signup for ${email}, so no email was sent from this page. You can download your guide right here.`,
  );
  await expect(page.getByText("couldn't find all of your details")).toHaveCount(0);
  await expectDownloadInFirstScreen(page);
});

test('with nobody known the page says no email was sent, instead of "on its way"', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(message(page)).toHaveText(
    "We don't know your email address on this device, so no email was sent. You can download your guide right here.",
  );
  await expect(page.getByText('on its way')).toHaveCount(0);
  await expectDownloadInFirstScreen(page);
});
