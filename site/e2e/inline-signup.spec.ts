import { expect, test } from '@playwright/test';
import { holdIsland, waitForIslands } from './support/page-ready.ts';
import { readStorage, stayOnPageInsteadOfRegistration } from './support/signup.ts';
import { uniqueEmail } from './support/product.ts';

test.describe('inline signup on /v3', () => {
  test("shows 'You're all set!' with the ebook gift card, and 'Sign up another person' resets the form", async ({
    page,
  }) => {
    await stayOnPageInsteadOfRegistration(page);
    await page.goto('/v3');
    await waitForIslands(page);
    const form = page.locator('#signup');
    const first = uniqueEmail('inline-first');
    await form.getByLabel('Your email address').fill(first);
    await form.getByRole('button', { name: 'Send My Free Guide' }).click();

    await expect(form.getByRole('heading', { name: "You're all set!" })).toBeFocused();
    await expect(form.getByTestId('ebook-gift-card')).toContainText('Senior Benefits & Discounts Guide');
    await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
    expect((await readStorage(page)).userContext).toMatchObject({ email: first, version: 3 });

    await form.getByRole('button', { name: 'Sign up another person' }).click();
    const input = form.getByLabel('Your email address');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  });

  test('sends the visitor on to /v3/continue-registration 3 seconds after the signup', async ({ page }) => {
    await page.goto('/v3?affiliateid=aff3');
    await waitForIslands(page);
    const form = page.locator('#signup');
    await form.getByLabel('Your email address').fill(uniqueEmail('inline-next'));
    const submittedAt = Date.now();
    await form.getByRole('button', { name: 'Send My Free Guide' }).click();
    await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    await page.waitForURL(/\/v3\/continue-registration\?id=\d+&affiliateId=aff3/);
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(2_900);
  });

  test('validates the email on the page form too', async ({ page }) => {
    await page.goto('/v3');
    await waitForIslands(page);
    const form = page.locator('#signup');
    await form.getByLabel('Your email address').fill('ann@');
    await form.getByLabel('Your email address').press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  });

  test('keeps an address typed before the form came to life, and signs it up', async ({ page }) => {
    await stayOnPageInsteadOfRegistration(page);
    const releaseScript = await holdIsland(page, 'InlineSignup');
    await page.goto('/v3');
    const form = page.locator('#signup');
    const email = uniqueEmail('inline-early');
    await form.getByLabel('Your email address').fill(email);

    releaseScript();
    await waitForIslands(page);
    await expect(form.getByLabel('Your email address')).toHaveValue(email);
    await form.getByRole('button', { name: 'Send My Free Guide' }).click();
    await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    expect((await readStorage(page)).userContext).toMatchObject({ email, version: 3 });
  });

  test('signs up an address submitted before the form came to life, without reloading the page', async ({ page }) => {
    await stayOnPageInsteadOfRegistration(page);
    const releaseScript = await holdIsland(page, 'InlineSignup');
    let documentRequests = 0;
    page.on('request', (request) => void (request.resourceType() === 'document' && (documentRequests += 1)));
    await page.goto('/v3?affiliateId=EARLY3');
    const form = page.locator('#signup');
    const email = uniqueEmail('inline-submitted-early');
    await form.getByLabel('Your email address').fill(email);
    await form.getByRole('button', { name: 'Send My Free Guide' }).click();

    releaseScript();
    await expect(form.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    expect((await readStorage(page)).userContext).toMatchObject({ email, version: 3, affiliateId: 'EARLY3' });
    expect(documentRequests).toBe(1);
  });
});
