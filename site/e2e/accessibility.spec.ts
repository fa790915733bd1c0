import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { openSignupModal, stayOnPageInsteadOfRegistration } from './support/signup.ts';
import { uniqueEmail } from './support/product.ts';

for (const path of ['/', '/v2', '/v3', '/this-page-does-not-exist']) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation with the signup modal open', async ({ page }) => {
  await page.goto('/');
  await openSignupModal(page);
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the email error and an error toast shown', async ({ page }) => {
  await page.goto('/v2');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill('wrong');
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await page.evaluate(() => console.error('Something broke while saving'));
  await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on the inline success screen and the success toast', async ({ page }) => {
  await stayOnPageInsteadOfRegistration(page);
  await page.goto('/v3');
  const form = page.locator('#signup');
  await form.getByLabel('Your email address').fill(uniqueEmail('axe'));
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation with an FAQ answer open', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Do I qualify?').click();
  await expectNoAxeViolations(page);
});
