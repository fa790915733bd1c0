import type { Locator, Page } from '@playwright/test';
import { expect, signUp, stubPartnerSites, test } from './support/funnel-visitor.ts';
import { setBrowserTextSize, settleLayout } from './support/text-size.ts';

// On a 390×844 phone the main action of the landing pages with the signup dialog (get the guide) and of the
// sequential offers (accept or decline) is on the first screen at the usual text size, and within one screen's scroll at 200% text; what
// the spec asks each page to say is still there, under it.

const screen = { width: 390, height: 844 };
test.use({ viewport: screen });
test.beforeEach(async ({ context }) => stubPartnerSites(context));

/** How far down the page the bottom of the action is, in CSS pixels from the top of the page. */
async function bottomOf(page: Page, action: Locator): Promise<number> {
  await settleLayout(page);
  const box = await action.boundingBox();
  return (box?.y ?? Infinity) + (box?.height ?? 0) + (await page.evaluate(() => window.scrollY));
}

async function expectWithinReach(page: Page, actions: Locator[]) {
  for (const action of actions) expect(await bottomOf(page, action)).toBeLessThanOrEqual(screen.height);
  await setBrowserTextSize(page, 2);
  for (const action of actions) expect(await bottomOf(page, action)).toBeLessThanOrEqual(2 * screen.height);
}

for (const path of ['/', '/v2']) {
  test(`${path}: "get the guide" is on the first screen, and within one scroll at 200% text`, async ({ page }) => {
    await page.goto(path);
    const getTheGuide = page.locator('[data-open-signup]').first();
    await expect(getTheGuide).toBeVisible();
    await expectWithinReach(page, [getTheGuide]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('/v3: the inline form’s send button is on the first screen, and within one scroll at 200% text', async ({
  page,
}) => {
  await page.goto('/v3');
  const form = page.locator('#signup');
  const send = form.getByRole('button', { name: 'Send My Free Guide' });
  await expect(send).toBeVisible();
  await expectWithinReach(page, [send]);
  // What the landing says is still there: the title, the form's heading and its privacy note.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(form.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(form.getByRole('textbox')).toBeVisible();
});

test('the first offer’s accept and decline are on the first screen, and within one scroll at 200% text', async ({
  page,
}) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  const card = page.getByRole('article');
  const decline = card.getByRole('button', { name: 'No thanks' });
  await expect(decline).toBeEnabled();
  await expectWithinReach(page, [card.getByRole('link'), decline]);
  // The offer's own words are still on the page: its description and source.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('While We Prepare Your eBook...');
  await expect(card.locator('p.italic')).toBeVisible();
});

test('a later offer’s accept and decline are on the first screen, and within one scroll at 200% text', async ({
  page,
}) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  const card = page.getByRole('article');
  await card.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByText('Offer 2 of 7', { exact: true })).toBeVisible();
  await expectWithinReach(page, [card.getByRole('link'), card.getByRole('button', { name: 'No thanks' })]);
});

test('the list’s categories and its “No Thanks” are on the first screen, and within one scroll at 200% text', async ({
  page,
}) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  const categories = page.getByRole('list', { name: 'Preparing your eBook...' }).getByRole('button');
  const noThanks = page.getByRole('button', { name: 'No Thanks' });
  await expect(noThanks).toBeEnabled();
  await expectWithinReach(page, [categories.first(), noThanks]);
  // All seven categories and the privacy note are still on the page.
  await expect(categories).toHaveCount(7);
  for (const category of await categories.all()) await expect(category).toBeVisible();
  await expect(page.getByText('Privacy Secured')).toBeVisible();
});

const demoPages = [
  { slug: 'emergency-pendant', action: { role: 'link', name: /Claim/ } },
  { slug: 'dental-savings', action: { role: 'button', name: 'Get My Free Quote' } },
  { slug: 'hearing-aids', action: { role: 'button', name: /trial/i } },
] as const;

for (const { slug, action } of demoPages) {
  test(`/offer-landing/${slug}: the offer’s action is on the first screen, and within one scroll at 200% text`, async ({
    page,
  }) => {
    await page.goto(`/offer-landing/${slug}`);
    const main = page.getByRole('main');
    const button = main.getByRole(action.role, { name: action.name });
    await expect(button).toBeVisible();
    await expectWithinReach(page, [button]);
    // The offer's claims are still on the page.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const claim of await main.getByRole('listitem').all()) await expect(claim).toBeVisible();
  });
}
