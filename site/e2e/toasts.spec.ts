import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './support/page-ready.ts';

// The toasts are driven through the error monitor, the one thing every page can raise on demand.
async function raiseError(page: Page, message: string) {
  await page.evaluate((text) => console.error(text), message);
}

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
  });

  test('shows at most one toast at a time', async ({ page }) => {
    await raiseError(page, 'first problem');
    await raiseError(page, 'second problem');
    const toasts = page.getByTestId('toast-viewport').locator('li');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('second problem');
  });

  test('F8 moves keyboard focus to the notifications', async ({ page }) => {
    await raiseError(page, 'look here');
    await expect(page.getByRole('alert').filter({ hasText: 'look here' })).toBeVisible();
    await page.mouse.click(5, 5);
    await page.keyboard.press('F8');
    await expect(page.getByTestId('toast-viewport')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  });

  test('a swipe to the right of more than 50 px dismisses the toast; a shorter one does not', async ({ page }) => {
    await raiseError(page, 'swipe me');
    const toast = page.getByTestId('toast-viewport').locator('li');
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    const startX = box.x + 20;
    const y = box.y + box.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('is at most 420 px wide on medium screens and up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await raiseError(page, 'width check');
    const box = await page.getByTestId('toast-viewport').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(420);
  });

  test('the close button dismisses the toast', async ({ page }) => {
    await raiseError(page, 'close me');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('toast-viewport').locator('li')).toHaveCount(0);
  });
});
