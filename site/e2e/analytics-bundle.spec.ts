import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';
import { gzipSync } from 'node:zlib';

// The dashboard's code (its chart included) never reaches a visitor page, and the signed-in dashboard's first
// bundle stays as light as it was with the hand-drawn chart: apexcharts (≈180 KB gzipped) is fetched with a
// dynamic import once the report's figures are in. Also: the dashboard is private (never indexed, never cached).

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
// The first bundle's budget, minified, not compressed: its size on main (a18d6a0) with the hand-drawn chart,
// which apexcharts loaded on demand must not exceed (439,658 bytes, 133,382 gzipped: the static module graph of
// the layout's script, React and the island in a production build; 438,256 and 132,983 with apexcharts on
// demand). See site/README.md, "Dashboard".
const firstBundleBudget = 439_658;

for (const path of ['/', '/v2', '/v3', '/thank-you', '/ebook-download']) {
  test(`does not load the dashboard's chart on the visitor page ${path}`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, text] of scripts) {
      expect(await text, url).not.toContain(chartMarker);
      expect(await text, url).not.toContain('ApexCharts');
    }
  });
}

test('draws the daily trend with apexcharts, fetched only after the report asked for its figures', async ({
  page,
  context,
}) => {
  let figuresAsked = false;
  const chartScripts: { url: string; afterFigures: boolean }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/')) figuresAsked = true;
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const afterFigures = figuresAsked;
    if ((await response.text()).includes('ApexCharts')) chartScripts.push({ url: response.url(), afterFigures });
  });
  await signIn(context, await createAccount('operator'));
  await openDashboard(page);
  await waitForReport(page);
  await page.waitForLoadState('networkidle');
  // Not while the first screen of figures is read: only once the chart's section comes near the screen.
  expect(chartScripts).toEqual([]);
  await page.getByTestId('trend-chart').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  await expect(page.locator('.apexcharts-canvas')).toBeVisible();
  expect(chartScripts.length).toBeGreaterThan(0);
  for (const script of chartScripts) expect(script.afterFigures, script.url).toBe(true);
});

test('is served as a private page that is neither indexed nor cached', async ({ page }) => {
  const response = await page.goto('/analytics');
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

/**
 * The dashboard's first bundle: every script the signed-in page downloads before it asks for its first figures
 * (the page's start script, React, the island and what the island imports on the way to the report). Anything
 * the report loads once its figures are in (the chart) is not part of it.
 */
test('keeps the first bundle of the signed-in dashboard within its budget', async ({ page, context }) => {
  const firstBundle = new Map<string, Promise<string>>();
  let figuresAsked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/')) figuresAsked = true;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || figuresAsked) return;
    firstBundle.set(
      response.url(),
      response.body().then((body) => body.toString('utf8')),
    );
  });
  await signIn(context, await createAccount('operator'));
  await openDashboard(page);
  await waitForReport(page);
  const texts = await Promise.all(firstBundle.values());
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const gzipped = texts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).byteLength, 0);
  test.info().annotations.push({ type: 'first bundle', description: `${bytes} bytes (${gzipped} gzipped)` });
  console.log(`first bundle of /analytics: ${texts.length} scripts, ${bytes} bytes, ${gzipped} bytes gzipped`);
  for (const text of texts) expect(text).not.toContain('ApexCharts');
  expect(bytes).toBeLessThanOrEqual(firstBundleBudget);
});
