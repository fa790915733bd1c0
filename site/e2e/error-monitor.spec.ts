import { expect, test } from '@playwright/test';
import { waitForIslands } from './support/page-ready.ts';
import { nothingListensUrl, startSite, type StartedSite } from './support/site-server.ts';
import { product, specSitePorts } from './support/product.ts';

const longMessage = `Checkout widget crashed: ${'x'.repeat(150)}`;

test.describe('global error monitor', () => {
  test('turns an uncaught error into a red "Error Detected" toast with the first 100 characters', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const report = page.waitForRequest((request) => request.url().endsWith('/api/log-error'));
    await page.evaluate(
      (message) =>
        setTimeout(() => {
          throw new Error(message);
        }),
      longMessage,
    );
    const toast = page.getByRole('alert').filter({ hasText: 'Error Detected' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(longMessage.slice(0, 100));
    await expect(toast).not.toContainText(longMessage.slice(0, 101));
    await expect(page.getByTestId('toast-viewport').locator('li')).toHaveAttribute('data-variant', 'destructive');
    const body = (await report).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ message: longMessage, url: `${page.url()}` });
    expect(typeof body.timestamp).toBe('string');
    expect(typeof body.userAgent).toBe('string');
  });

  test('catches unhandled promise rejections and console errors', async ({ page }) => {
    await page.goto('/v2');
    await waitForIslands(page);
    await page.evaluate(() => void Promise.reject(new Error('Saving your offers failed')));
    await expect(page.getByRole('alert').filter({ hasText: 'Saving your offers failed' })).toBeVisible();
    await page.evaluate(() => console.error('Widget did not answer'));
    await expect(page.getByRole('alert').filter({ hasText: 'Widget did not answer' })).toBeVisible();
  });

  test('removes the error toast after 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForIslands(page);
    await page.evaluate(() => console.error('Temporary glitch'));
    const toast = page.getByRole('alert').filter({ hasText: 'Temporary glitch' });
    await expect(toast).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('global error monitor with the tracker down', () => {
  let site: StartedSite;
  test.beforeAll(async () => {
    site = await startSite({ port: specSitePorts.errorMonitor, cmsUrl: product.cmsUrl, trackerUrl: nothingListensUrl });
  });
  test.afterAll(async () => site.stop());

  test('ignores a failed error report and never loops on its own errors', async ({ page }) => {
    await page.goto(`${site.url}/`);
    await waitForIslands(page);
    const reports: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/log-error')) reports.push(response.status());
    });
    await page.evaluate(() => console.error('Only once, please'));
    await expect(page.getByRole('alert').filter({ hasText: 'Only once, please' })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(reports).toEqual([502]);
    await expect(page.getByTestId('toast-viewport').locator('li')).toHaveCount(1);
  });
});
