import type { Locator, Page } from '@playwright/test';
import { expect, pauseClock, signUp, stubPartnerSites, test } from './support/funnel-visitor.ts';

// Every flow of this part, completed with the keyboard alone (Tab, Shift+Tab, Enter, Space), with a
// visible focus ring and targets large enough for unsteady hands.

/** Presses Tab until `target` has focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { maxPresses = 60, backwards = false } = {}) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectVisibleFocusRing(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.beforeEach(async ({ context }) => stubPartnerSites(context));

test('the sequential flow: accept and decline every offer with Enter, and reach /thank-you', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration?id=${id}`);
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  for (let index = 0; index < 7; index += 1) {
    if (index % 3 === 0) {
      const accept = card.getByRole('link');
      await tabTo(page, accept);
      await expectVisibleFocusRing(accept);
      const popup = page.waitForEvent('popup');
      await page.keyboard.press('Enter');
      await (await popup).close();
    } else {
      const decline = card.getByRole('button', { name: 'No thanks' });
      await tabTo(page, decline);
      await expectVisibleFocusRing(decline);
      await page.keyboard.press('Enter');
    }
    if (index < 6) await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  }
  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('id') === String(id));
});

test('the list variant: choose a category with Space', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  const category = page.getByRole('button', { name: /Senior Discounts/ });
  await tabTo(page, category);
  await expectVisibleFocusRing(category);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Space');
  await (await popup).close();
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('the list variant: No Thanks with Enter', async ({ page }) => {
  const { id } = await signUp(page.request);
  await page.goto(`/continue-registration-2?id=${id}`);
  const noThanks = page.getByRole('button', { name: 'No Thanks' });
  await tabTo(page, noThanks);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('the thank-you page: open the Section 8 bonus, then go on to the download and download the guide', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  const bonus = page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
  await expect(bonus).toBeVisible();
  await tabTo(page, bonus);
  await expectVisibleFocusRing(bonus);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await (await popup).close();

  const downloadPage = page.getByRole('link', { name: 'Or download your guide now' });
  await tabTo(page, downloadPage, { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/ebook-download');

  const download = page.getByRole('link', { name: /Download Your Senior Savings Guide/ });
  await tabTo(page, download);
  await expectVisibleFocusRing(download);
  const pdf = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  expect(new URL((await pdf).url()).pathname).toBe('/assets/downloads/senior-benefits-guide.pdf');
});

test('the redirect page: "click here" with Enter', async ({ page }) => {
  const partnerUrl = 'https://offers.benefits-partner.example/bonus';
  // The countdown would move on after 4 s; a keyboard user's Tabs must not race it on a busy machine.
  await pauseClock(page);
  await page.goto(`/redirect?url=${encodeURIComponent(partnerUrl)}`);
  await expect(page.getByRole('timer')).toHaveAttribute('data-state', 'running');
  const link = page.getByRole('link', { name: /click here/ });
  await tabTo(page, link);
  await expectVisibleFocusRing(link);
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  expect((await popup).url()).toBe(partnerUrl);
  await page.waitForURL((url) => url.pathname === '/thank-you');
});

test('the demo quote form: fill the four fields and submit with Enter', async ({ page }) => {
  await page.goto('/offer-landing/dental-savings');
  const name = page.getByLabel('Full name');
  await tabTo(page, name);
  await page.keyboard.type('Ada Senior');
  for (const value of ['5555550100', 'ada@example.com', '62701']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.keyboard.press('Enter');
  await expect
    .poll(() => alerts)
    .toEqual(['This is a demo page. In a real application, your information would be submitted for a quote.']);
});

test('a session error: the way home is one Tab and Enter away', async ({ page }) => {
  await page.goto('/continue-registration');
  const home = page.getByRole('link', { name: 'Go to the home page' });
  await expect(home).toBeVisible();
  await tabTo(page, home);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
});

test('every button and stand-alone link of these pages is at least 44 px tall', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  const pages = [
    `/continue-registration?id=${id}`,
    `/continue-registration-2?id=${id}`,
    `/thank-you?id=${id}&email=${encodeURIComponent(email)}`,
    `/ebook-download?id=${id}&email=${encodeURIComponent(email)}`,
    '/redirect',
    '/offer-landing/emergency-pendant',
    '/offer-landing/hearing-aids',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const small = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('button, a, input')]
        .filter((element) => element.offsetParent !== null && !element.closest('p'))
        .map((element) => ({
          text: element.textContent?.trim() || element.getAttribute('name'),
          height: element.getBoundingClientRect().height,
        }))
        .filter((target) => target.height < 44),
    );
    expect(small, path).toEqual([]);
  }
});
