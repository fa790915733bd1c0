import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';

// apexcharts is the site's largest dependency: only the dashboard may download it, and only once a
// report is on screen. Also: the dashboard is private (never indexed, never cached).

/** Every JavaScript file the page downloaded, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

// A string only apexcharts' own code contains (its SVG root class).
const apexchartsMarker = 'apexcharts-canvas';

for (const path of ['/', '/v2', '/v3', '/thank-you', '/ebook-download']) {
  test(`does not load apexcharts on the visitor page ${path}`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, text] of scripts) expect(await text, url).not.toContain(apexchartsMarker);
  });
}

test('loads apexcharts on the dashboard only after signing in, and draws the daily trend', async ({ page, context }) => {
  const scripts = recordScripts(page);
  await openDashboard(page);
  // The island is on screen, so every script it imports up front has loaded.
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.waitForLoadState('load');
  for (const [url, text] of scripts) expect(await text, url).not.toContain(apexchartsMarker);

  await signIn(context, await createAccount('operator'));
  await page.reload();
  await waitForReport(page);
  await expect(page.locator('.apexcharts-canvas')).toBeVisible();
  const texts = await Promise.all(scripts.values());
  expect(texts.some((text) => text.includes(apexchartsMarker))).toBe(true);
});

test('is served as a private page that is neither indexed nor cached', async ({ page }) => {
  const response = await page.goto('/analytics');
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
