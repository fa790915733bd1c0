import { expect, test, type Page } from '@playwright/test';
import { recordToasts } from './support/page-ready.ts';
import { uniqueEmail } from './support/product.ts';

const routes = ['/', '/v2', '/v3', '/not-a-page'];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('readable for older adults', () => {
  test('body text is at least 18 px', async ({ page }) => {
    await page.goto('/');
    const sizes = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('main p, main li, main summary, footer p')];
      return elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
    });
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
  });

  for (const path of routes) {
    test(`every link and button on ${path} is at least 44 by 44 px`, async ({ page }) => {
      await page.goto(path);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input')]
          .filter((element) => element.offsetParent !== null && !element.classList.contains('sr-only'))
          .map((element) => ({ text: element.textContent?.trim().slice(0, 40), box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
      );
      expect(small).toEqual([]);
    });

    for (const width of [320, 640]) {
      test(`${path} has no horizontal scroll at ${width} px (${width === 640 ? '200% zoom of 1280' : 'small phone'})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  }

  test('the signup modal fits a 320 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.locator('[data-open-signup]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('shows a visible focus outline on keyboard focus', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('the whole signup works with the keyboard alone', async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/');
    const cta = page.getByRole('button', { name: 'Get My Free Guide' });
    for (
      let press = 0;
      press < 20 && !(await cta.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(cta).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
    await expect(dialog.getByLabel('Your email address')).toBeFocused();
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/continue-registration\?id=\d+/);
    expect(toasts()).toContainEqual(expect.stringContaining('Success!'));
  });
});
