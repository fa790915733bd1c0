import { expect, test } from '@playwright/test';
import { openSignupModal } from './support/signup.ts';
import { uniqueEmail } from './support/product.ts';

// A message lasts its full time whatever navigation follows: the signup's success toast, shown right before
// the page moves on to the registration step, is carried onto that page for the time it has left.

test.use({ viewport: { width: 390, height: 844 } });

const toastMs = 6000;

test('the signup success toast stays its full 6 s, carried onto the registration page', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill(uniqueEmail('toast-carry'));
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Success!' });
  await expect(success).toBeVisible();
  const shownAt = Date.now();

  await page.waitForURL(/\/continue-registration\?id=\d+/);
  await expect(success).toBeVisible();
  await expect(success).toHaveCount(0, { timeout: toastMs + 5000 });
  const shownMs = Date.now() - shownAt;
  // Seen from the test, a little late at both ends: never much less than its time, never much more.
  expect(shownMs).toBeGreaterThanOrEqual(toastMs - 1000);
  expect(shownMs).toBeLessThanOrEqual(toastMs + 3000);
});

test('a toast the visitor closed is not shown again on the next page', async ({ page }) => {
  await page.goto('/v2');
  await expect(page.locator('astro-island[ssr]:not([client="intent"])')).toHaveCount(0);
  await page.evaluate(() => console.error('Something broke while saving'));
  const toast = page.getByRole('alert').filter({ hasText: 'Error Detected' });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await page.goto('/v3');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toHaveCount(0);
});
