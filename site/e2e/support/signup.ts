import { expect, type Page } from '@playwright/test';

export async function openSignupModal(page: Page, ctaName?: string | RegExp) {
  const cta = ctaName ? page.getByRole('button', { name: ctaName }) : page.locator('[data-open-signup]').first();
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Holds the navigation to the registration step so a spec can look at the page before it leaves. */
export async function holdNavigationToRegistration(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/continue-registration\?/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function readStorage(page: Page) {
  return page.evaluate(() => ({
    userEmail: localStorage.getItem('userEmail'),
    waitlistId: localStorage.getItem('waitlistId'),
    waitlistEmail: localStorage.getItem('waitlistEmail'),
    userContext: JSON.parse(localStorage.getItem('userContext') ?? 'null') as Record<string, unknown> | null,
    enteredEmail: sessionStorage.getItem('enteredEmail'),
  }));
}

/**
 * Answers the hand-off to the registration step with 204 No Content, which browsers treat as "stay on
 * this page": the spec can keep inspecting the success screen for as long as it needs.
 */
export async function stayOnPageInsteadOfRegistration(page: Page) {
  await page.route(/\/continue-registration\?/, (route) => route.fulfill({ status: 204 }));
}
