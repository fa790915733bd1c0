import { expect, test } from '@playwright/test';
import { holdNavigationToRegistration, openSignupModal, readStorage } from './support/signup.ts';
import { holdIsland, recordToasts } from './support/page-ready.ts';
import { uniqueEmail } from './support/product.ts';

test.describe('signup modal', () => {
  test('opens from the call-to-action with focus in the email field', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignupModal(page, 'Get My Free Guide');
    await expect(dialog.getByLabel('Your email address')).toBeFocused();
  });

  test('keeps Tab inside the dialog, closes on Escape and returns focus to the button that opened it', async ({
    page,
  }) => {
    await page.goto('/');
    const cta = page.getByRole('button', { name: 'Get My Free Guide' });
    const dialog = await openSignupModal(page, 'Get My Free Guide');
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });

  test('closes with its close button', async ({ page }) => {
    await page.goto('/v2');
    const dialog = await openSignupModal(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('refuses an invalid email with the spec message and sends nothing', async ({ page }) => {
    let signups = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/waitlist') && request.method() === 'POST') signups += 1;
    });
    await page.goto('/');
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(dialog.getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true');
    expect(signups).toBe(0);
  });

  test('disables the button and reads "Checking..." while the signup is pending', async ({ page }) => {
    let releaseSignup: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseSignup = resolve));
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    const releaseNavigation = await holdNavigationToRegistration(page);
    await page.goto('/');
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill(uniqueEmail('pending'));
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
    const pendingButton = dialog.getByRole('button', { name: 'Checking...' });
    await expect(pendingButton).toBeDisabled();
    releaseSignup();
    releaseNavigation();
    await page.waitForURL(/\/continue-registration\?id=\d+/);
  });

  test('on success stores the visitor, moves the entry to step 2, shows a toast and goes on with the id', async ({
    page,
  }) => {
    const email = uniqueEmail('modal');
    const toasts = await recordToasts(page);
    await page.goto('/?affiliateid=aff42&s1=spring&utm_source=newsletter');
    const stepTwo = page.waitForRequest(
      (request) => /\/api\/waitlist\/\d+\/step\/2$/.test(request.url()) && request.method() === 'PUT',
    );
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill(email);
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();

    const stepTwoResponse = await (await stepTwo).response();
    expect(stepTwoResponse?.status()).toBe(200);
    await page.waitForURL(/\/continue-registration\?/);
    expect(toasts()).toContainEqual(expect.stringContaining('Success!'));

    const url = new URL(page.url());
    const id = url.searchParams.get('id');
    expect(id).toMatch(/^\d+$/);
    expect(url.pathname).toBe('/continue-registration');
    expect(url.searchParams.get('affiliateId')).toBe('aff42');
    expect(url.searchParams.get('s1')).toBe('spring');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
    const storage = await readStorage(page);
    expect(storage).toMatchObject({ userEmail: email, waitlistId: id, waitlistEmail: email, enteredEmail: email });
    expect(storage.userContext).toMatchObject({
      waitlistId: Number(id),
      email,
      version: 1,
      affiliateId: 'aff42',
      s1: 'spring',
    });
  });

  test('records the landing version and affiliate with the signup from /v2 and keeps the /v2 prefix', async ({
    page,
  }) => {
    await page.goto('/v2?affiliateId=partner7&subId=abc');
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill(uniqueEmail('v2'));
    const signup = page.waitForResponse(
      (response) => response.url().endsWith('/api/waitlist') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
    const body = (await signup).request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ version: 2, affiliateId: 'partner7', subId: 'abc' });
    await page.waitForURL(/\/v2\/continue-registration\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    const entry = await page.request.get(`/api/waitlist/${id}`);
    expect(entry.ok()).toBe(true);
    expect((await entry.json()).entry).toMatchObject({ id: Number(id), version: 2, affiliateId: 'partner7' });
  });

  test('sends the visitor to the home page when the signup answer names no entry id', async ({ page }) => {
    const email = uniqueEmail('no-id');
    await page.route('**/api/waitlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' })
        : route.continue(),
    );
    const toasts = await recordToasts(page);
    await page.goto('/v2?affiliateId=noid7');
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill(email);
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(toasts()).not.toContainEqual(expect.stringContaining('Something went wrong'));
    expect(await readStorage(page)).toMatchObject({ userEmail: email, enteredEmail: email });
  });

  test('shows the "Error" toast with a fallback message when the signup fails without a readable reason', async ({
    page,
  }) => {
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }),
    );
    await page.goto('/');
    const dialog = await openSignupModal(page);
    await dialog.getByLabel('Your email address').fill(uniqueEmail('fails'));
    await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(toast).toContainText('Something went wrong. Please try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send My Free Guide' })).toBeEnabled();
    expect(page.url()).not.toContain('continue-registration');
  });
});

test('a click on the call-to-action before the modal has hydrated still opens it', async ({ page }) => {
  const releaseIsland = await holdIsland(page, 'SignupModal');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Get My Free Guide' }).click();
  releaseIsland();
  await expect(page.getByRole('dialog', { name: 'Senior Savings Guide Signup' })).toBeVisible();
});
