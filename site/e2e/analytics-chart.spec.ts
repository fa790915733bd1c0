import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, section, tableRows, waitForReport } from './support/analytics-page.ts';

// The daily trend drawn by apexcharts: a zoom chooses the report's days, the toolbar exports the chart, and
// the chart's room is kept before it arrives. A past week with no activity is enough: the chart draws its
// zeros, one point per day.

const week = { startDate: '2025-01-01', endDate: '2025-01-07' };
let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

async function openWeek(page: Page) {
  await openDashboard(page, `?startDate=${week.startDate}&endDate=${week.endDate}`);
  await waitForReport(page);
  const trend = section(page, 'Daily trend');
  await trend.getByTestId('trend-chart').scrollIntoViewIfNeeded();
  await expect(trend.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  return trend;
}

test('a zoom across some days shows those days in the whole report, and Back the week again', async ({ page }) => {
  const trend = await openWeek(page);
  const plot = await trend.locator('.apexcharts-grid').boundingBox();
  if (!plot) throw new Error('the chart has no plot area');
  // Seven days edge to edge: a drag over the middle 40% covers the 3rd, 4th and 5th.
  const y = plot.y + plot.height / 2;
  await page.mouse.move(plot.x + plot.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(plot.x + plot.width * 0.7, y, { steps: 8 });
  await page.mouse.up();

  await waitForReport(page, '?startDate=2025-01-03&endDate=2025-01-05');
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('2025-01-03');
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue('2025-01-05');
  const days = await tableRows(section(page, 'Daily Performance').getByRole('table'));
  expect(days.map((cells) => cells[0])).toEqual(['2025-01-03', '2025-01-04', '2025-01-05']);

  await page.goBack();
  await waitForReport(page, `?startDate=${week.startDate}&endDate=${week.endDate}`);
});

for (const [item, extension] of [
  ['exportCSV', 'csv'],
  ['exportSVG', 'svg'],
  ['exportPNG', 'png'],
] as const) {
  test(`the chart's menu downloads the chart as ${extension.toUpperCase()}`, async ({ page }) => {
    const trend = await openWeek(page);
    await trend.locator('.apexcharts-menu-icon').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      trend.locator(`.apexcharts-menu-item.${item}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `daily-trend_${week.startDate}_${week.endDate}_America-New_York.${extension}`,
    );
    if (extension !== 'csv') return;
    const text = (await readCsvText(download)).trim().split(/\r?\n/);
    expect(text[0]).toContain('Day');
    expect(text[0]).toContain('Impressions');
    expect(text.slice(1).map((line) => line.split(',')[0])).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
    ]);
  });
}

test('keeps the room of the chart while it loads, so nothing below it moves', async ({ page }) => {
  // The chart's module is held back until the table below is on screen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/TrendChart\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openDashboard(page, `?startDate=${week.startDate}&endDate=${week.endDate}`);
  await waitForReport(page);
  const table = section(page, 'Daily Performance');
  await expect(table).toBeVisible();
  await expect(section(page, 'Daily trend').getByText('Drawing the chart…')).toBeVisible();
  await section(page, 'Daily trend').getByTestId('trend-chart').scrollIntoViewIfNeeded();
  const before = await table.boundingBox();
  release();
  await expect(section(page, 'Daily trend').getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  const after = await table.boundingBox();
  expect(after?.y).toBe(before?.y);
});

async function readCsvText(download: Download): Promise<string> {
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
}
