import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, recordApiCalls, signUp, stubPartnerSites, test } from './support/funnel-visitor.ts';

// /continue-registration-2 lists seven categories; a selection opens the offer in a
// new tab, saves the list, completes the flow and goes to /thank-you. 'No Thanks' does the same without one.

const categoryTitles = [
  'Section 8 Housing',
  'Food Stamps (SNAP)',
  'Senior Discounts',
  'Auto Insurance',
  'Housing Grants',
  'Medicare Plans',
  'Dental Implants',
];

const categories = (page: Page) => page.getByRole('list', { name: 'Preparing your eBook...' }).getByRole('button');

test.beforeEach(async ({ context }) => stubPartnerSites(context));

test('shows the heading, the seven categories with icons in order, the privacy note and No Thanks', async ({
  page,
}) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preparing your eBook...');
  await expect(categories(page)).toHaveCount(7);
  for (const [index, title] of categoryTitles.entries()) {
    const tile = categories(page).nth(index);
    await expect(tile).toContainText(title);
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await expect(tile.locator('img')).toHaveAttribute('src', /^\/media\//);
  }
  await expect(page.getByText('Privacy Secured')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No Thanks' })).toBeVisible();
  await expect(
    page.getByText('Applying for Section 8 through your local housing authority is always free.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('selecting a category opens its offer in a new tab, saves the list, completes and goes to /thank-you', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'LIST1', version: 3 });
  const saves = recordApiCalls(page, /\/offers$/);
  const completion = recordApiCalls(page, /complete-offers$/);
  await page.goto(`/continue-registration-2?id=${id}&affiliateId=LIST1&utm_medium=email`);
  const popup = page.waitForEvent('popup');
  await categories(page).filter({ hasText: 'Food Stamps (SNAP)' }).click();
  const partner = await popup;
  await partner.waitForURL(/partner-network/);
  const link = new URL(partner.url());
  expect(link.searchParams.get('offer_id')).toBe('4388');
  expect(link.searchParams.get('subid')).toBe('ONB_v3_LIST1');
  expect(link.searchParams.has('email')).toBe(false);

  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    id: String(id),
    email,
    affiliateId: 'LIST1',
    utm_medium: 'email',
  });
  expect(saves.map((call) => call.body)).toEqual([{ selectedOffers: ['food-stamps'] }]);
  expect(completion[0]?.body).toMatchObject({ acceptedOffers: ['food-stamps'], totalOffers: 7 });
  const entry = await (await page.request.get(`/api/waitlist/${id}`)).json();
  expect(JSON.parse(entry.entry.selectedOffers)).toEqual(['food-stamps']);
});

test('No Thanks shows "Processing..." and goes to /thank-you with nothing selected', async ({ page }) => {
  const { id } = await signUp(page.request);
  const completion = recordApiCalls(page, /complete-offers$/);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/complete-offers', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/continue-registration-2?id=${id}`);
  await page.getByRole('button', { name: 'No Thanks' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expectNoAxeViolations(page);
  release();
  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('id') === String(id));
  expect(completion[0]?.body).toMatchObject({ acceptedOffers: [], totalOffers: 7 });
});

test('sends a selection not yet saved by beacon when the page unloads', async ({ page }) => {
  const { id } = await signUp(page.request);
  // The ordinary save never answers, as on a very slow line; the beacon is a separate request.
  await page.route('**/api/waitlist/*/offers', async (route) => {
    if (route.request().resourceType() === 'fetch') return;
    await route.continue();
  });
  await page.goto(`/continue-registration-2?id=${id}`);
  const popup = page.waitForEvent('popup');
  await categories(page).filter({ hasText: 'Medicare Plans' }).click();
  await (await popup).close();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await page.goto('/offer-landing/hearing-aids');
  await expect
    .poll(async () => JSON.parse((await (await page.request.get(`/api/waitlist/${id}`)).json()).entry.selectedOffers))
    .toEqual(['medicare']);
});

test('when the tracker is down the visitor still reaches /thank-you after choosing', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  await expect(categories(page)).toHaveCount(7);
  // The categories are drawn before the session is recovered; they are enabled once it is.
  await expect(categories(page).first()).toBeEnabled();
  await page.route('**/api/**', (route) => route.abort());
  const popup = page.waitForEvent('popup');
  await categories(page).first().click();
  await (await popup).close();
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('fits a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  await expect(categories(page)).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
