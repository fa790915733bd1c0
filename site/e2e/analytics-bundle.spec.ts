import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';

// The dashboard's code (its chart included) never reaches a visitor page, and the signed-in dashboard stays
// light: the daily trend is a hand-drawn SVG, not a charting library (one cost 170 KB gzipped and the page's
// Lighthouse score). Also: the dashboard is private (never indexed, never cached).

/** Every JavaScript file the page downloaded, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

// A string only the dashboard's chart contains (its legend's label).
const chartMarker = 'Lines shown in the chart';
// Every script the signed-in dashboard runs (React, the island, the chart), minified, not compressed.
const dashboardScriptBudget = 500_000;

for (const path of ['/', '/v2', '/v3', '/thank-you', '/ebook-download']) {
  test(`does not load the dashboard's chart on the visitor page ${path}`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, text] of scripts) expect(await text, url).not.toContain(chartMarker);
  });
}

test('draws the daily trend once signed in, with no charting library and within its script budget', async ({
  page,
  context,
}) => {
  const scripts = recordScripts(page);
  await signIn(context, await createAccount('operator'));
  await openDashboard(page);
  await waitForReport(page);
  await expect(page.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts.values());
  expect(texts.some((text) => text.includes(chartMarker))).toBe(true);
  for (const text of texts) expect(text).not.toContain('apexcharts');
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  expect(bytes).toBeLessThan(dashboardScriptBudget);
});

test('is served as a private page that is neither indexed nor cached', async ({ page }) => {
  const response = await page.goto('/analytics');
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
