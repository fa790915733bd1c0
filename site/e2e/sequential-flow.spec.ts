import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, holdNavigationTo, recordApiCalls, signUp, stubPartnerSites, test } from './support/funnel-visitor.ts';

// /continue-registration shows the seven offers one per page, records each answer,
// completes the flow and goes to /thank-you with the attribution.

const offerTitles = [
  'Housing Grants',
  'Medicare Plans',
  'Dental Implants',
  'Meal Delivery',
  'High-Yield Savings',
  'Auto Insurance',
  'Government Assistance',
];
const offerIds = [
  'housing-grants',
  'medicare',
  'dental-implants',
  'meals-on-wheels',
  'wise-savings',
  'auto-insurance',
  'government-assistance',
];

/** Records every window.open call, then lets it go ahead. */
async function recordWindowOpens(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Reflect.set(window, '__opens', calls);
    const original = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args.map((arg) => (arg instanceof URL ? arg.href : arg)));
      return original(...args);
    };
  });
  return () => page.evaluate(() => Reflect.get(window, '__opens') as [string, string, string][]);
}

const offerCard = (page: Page) => page.getByRole('article');

test.beforeEach(async ({ context }) => stubPartnerSites(context));

test('walks the seven offers in order, records each answer, completes and lands on /thank-you with the attribution', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'SEQ1', version: 2, subId: 'SUBX' });
  const actions = recordApiCalls(page, /offer-action$/);
  const completion = recordApiCalls(page, /(complete-offers|notify-offer-complete|step\/complete)$/);
  await page.goto(
    `/v2/continue-registration?id=${id}&affiliateId=SEQ1&subId=SUBX&utm_source=newsletter&utm_campaign=spring`,
  );

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('While We Prepare Your eBook...');
  for (const [index, title] of offerTitles.entries()) {
    await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page.getByText(`Offer ${index + 1} of 7`, { exact: true })).toBeVisible();
    if (index % 2 === 0) {
      const popup = page.waitForEvent('popup');
      await offerCard(page).getByRole('link').click();
      await (await popup).close();
    } else {
      await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
    }
  }
  await page.waitForURL((url) => url.pathname === '/thank-you');

  const thankYou = new URL(page.url()).searchParams;
  expect(Object.fromEntries(thankYou)).toEqual({
    id: String(id),
    email,
    affiliateId: 'SEQ1',
    subId: 'SUBX',
    utm_source: 'newsletter',
    utm_campaign: 'spring',
  });
  expect(actions.map((call) => call.body)).toEqual(
    offerIds.map((offerId, index) =>
      expect.objectContaining({
        action: index % 2 === 0 ? 'accepted' : 'declined',
        pageNumber: index + 1,
        offerId,
        offerName: offerTitles[index],
      }),
    ),
  );
  const accepted = ['housing-grants', 'dental-implants', 'wise-savings', 'government-assistance'];
  expect(completion.map((call) => call.path.split('/').slice(4).join('/'))).toEqual(
    expect.arrayContaining(['complete-offers', 'notify-offer-complete', 'step/complete']),
  );
  expect(completion.find((call) => call.path.endsWith('complete-offers'))?.body).toMatchObject({
    acceptedOffers: accepted,
    totalOffers: 7,
  });

  const entry = await (await page.request.get(`/api/waitlist/${id}`)).json();
  expect(entry.entry).toMatchObject({ id, affiliateId: 'SEQ1', subId: 'SUBX', version: 2 });
});

test('shows the source line, the CMS disclaimer and equally large Accept and Decline', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Housing Grants');
  await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  const card = offerCard(page);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Medicare Plans');
  await expect(card).toContainText('Compare Medicare Plans in Your Area');
  await expect(card).toContainText('Source: Centers for Medicare & Medicaid Services, 2024');
  await expect(card).toContainText('solicitation by a third-party marketer');
  const accept = await card.getByRole('link', { name: /Compare Plans/ }).boundingBox();
  const decline = await card.getByRole('button', { name: 'No thanks' }).boundingBox();
  expect(accept && decline).toBeTruthy();
  expect(Math.abs((accept?.height ?? 0) - (decline?.height ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((accept?.width ?? 0) - (decline?.width ?? 0))).toBeLessThanOrEqual(1);
  expect(accept?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Both filled: neither choice is a faint outline next to a bold one.
  const fills = await Promise.all(
    [card.getByRole('link', { name: /Compare Plans/ }), card.getByRole('button', { name: 'No thanks' })].map(
      (control) => control.evaluate((element) => getComputedStyle(element).backgroundColor),
    ),
  );
  for (const fill of fills) expect(fill).not.toMatch(/rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
  await expectNoAxeViolations(page);
});

test('opens an accepted offer in a 500x800 popup at the right edge on a desktop-width screen', async ({ page }) => {
  const opens = await recordWindowOpens(page);
  const { id, email } = await signUp(page.request, { affiliateId: 'POP1' });
  await page.goto(`/continue-registration?id=${id}`);
  const popup = page.waitForEvent('popup');
  await offerCard(page)
    .getByRole('link', { name: /Check My Eligibility/ })
    .click();
  const partner = await popup;
  await partner.waitForURL(/partner-network/);
  const link = new URL(partner.url());
  expect(link.searchParams.get('offer_id')).toBe('4127');
  expect(link.searchParams.get('subid')).toBe('ONB_POP1');
  expect(link.searchParams.get('email')).toBe(email);
  const [call] = await opens();
  const screenWidth = await page.evaluate(() => window.screen.availWidth || window.screen.width);
  expect(call?.[2]).toBe(`width=500,height=800,left=${Math.max(0, screenWidth - 500)},top=0`);
  expect(await partner.evaluate(() => window.opener)).toBeNull();
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Medicare Plans');
});

test('opens an accepted offer in a new tab on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const opens = await recordWindowOpens(page);
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  const popup = page.waitForEvent('popup');
  await offerCard(page)
    .getByRole('link', { name: /Check My Eligibility/ })
    .click();
  const partner = await popup;
  await partner.waitForURL(/partner-network/);
  expect(new URL(partner.url()).searchParams.get('subid')).toBe('');
  expect(await opens()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('answers an offer once when Decline is pressed twice quickly', async ({ page }) => {
  const { id } = await signUp(page.request);
  const actions = recordApiCalls(page, /offer-action$/);
  await page.goto(`/continue-registration?id=${id}`);
  await offerCard(page).getByRole('button', { name: 'No thanks' }).dblclick();
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Medicare Plans');
  await expect.poll(() => actions.length).toBe(1);
  await page.waitForTimeout(300);
  expect(actions.map((call) => (call.body as { pageNumber: number }).pageNumber)).toEqual([1]);
});

test('moves keyboard focus to the next offer after an answer', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Medicare Plans' })).toBeFocused();
});

test('when the tracker goes down mid-flow the visitor still finishes and reaches /thank-you without the id', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'DOWN1' });
  await page.goto(`/continue-registration?id=${id}&affiliateId=DOWN1`);
  for (let index = 0; index < 3; index += 1) await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Meal Delivery');
  await page.route('**/api/**', (route) => route.abort());
  for (let index = 3; index < 7; index += 1) await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toEqual({ email, affiliateId: 'DOWN1' });
  await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toHaveCount(0);
});

test('shows "Completing your registration..." while the flow is completed, and axe finds nothing there', async ({
  page,
}) => {
  const { id } = await signUp(page.request);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/complete-offers', async (route) => {
    await held;
    await route.continue();
  });
  // axe can take longer than the flow waits for a call (8 s), so the held call is let go in time, and the page
  // stays where it is when it moves on, so that axe reads the state it started on.
  await holdNavigationTo(page, '/thank-you');
  const thankYou = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/thank-you',
  );
  await page.goto(`/continue-registration?id=${id}`);
  for (let index = 0; index < 7; index += 1) await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('status')).toContainText('Completing your registration...');
  const releaseInTime = setTimeout(release, 4000);
  await expectNoAxeViolations(page);
  clearTimeout(releaseInTime);
  release();
  expect(new URL((await thankYou).url()).searchParams.get('id')).toBe(String(id));
});

test('axe finds no violation on the first offer, at 320 px wide without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  await expect(offerCard(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});

test('a reload continues at the same offer and keeps the offers accepted before it', async ({ page }) => {
  const { id } = await signUp(page.request);
  const completion = recordApiCalls(page, /complete-offers$/);
  await page.goto(`/continue-registration?id=${id}`);
  const popup = page.waitForEvent('popup');
  await offerCard(page).getByRole('link').click();
  await (await popup).close();
  for (let index = 1; index < 3; index += 1) await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Meal Delivery');
  await page.reload();
  await expect(offerCard(page).getByRole('heading', { level: 2 })).toHaveText('Meal Delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer 4 of 7');
  for (let index = 3; index < 7; index += 1) await offerCard(page).getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(completion[0]?.body).toMatchObject({ acceptedOffers: ['housing-grants'], totalOffers: 7 });
});
