import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

// Reading the dashboard the way an operator does: by headings, labels and table cells.

export const dashboardTitle = 'The Tale of the Free eBook';

export async function openDashboard(page: Page, search = ''): Promise<void> {
  await page.goto(`/analytics${search}`);
  await expect(page.getByRole('heading', { level: 1, name: dashboardTitle })).toBeVisible();
}

/**
 * Waits until the report is on screen and not loading; with `view`, until it is the report of those
 * filters (its URL query), so a check never reads the figures of the view before.
 */
export async function waitForReport(page: Page, view?: string | RegExp): Promise<void> {
  const report = page.getByTestId('report');
  if (view !== undefined) await expect(report).toHaveAttribute('data-view', view);
  await expect(page.getByTestId('report-status')).toHaveText('');
  await expect(report).toHaveAttribute('aria-busy', 'false');
}

export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

export async function chooseAffiliate(page: Page, affiliateId: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Affiliate', exact: true }).selectOption(affiliateId);
  await page.getByRole('button', { name: 'Update Report' }).click();
  await waitForReport(page, new RegExp(`[?&]affiliateId=${encodeURIComponent(affiliateId)}$`));
}

/** The text of every body row of a table, one array of cell texts per row (header cells included). */
export async function tableRows(table: Locator, rowSelector = 'tbody tr'): Promise<string[][]> {
  return table
    .locator(rowSelector)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** The rows of a downloaded CSV (BOM removed); none of the specs' values contains a comma or a quote. */
export async function readCsv(download: Download): Promise<{ filename: string; rows: string[][] }> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return { filename: download.suggestedFilename(), rows };
}

/** Clicks a CSV button and returns the file's rows. */
export async function downloadCsv(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return readCsv(download);
}

/** '1,234 (80.0%)' → ['1234', '80.0']; '1,234' → ['1234']; '-$1,234.50' → ['-1234.50'] (a CSV's dollars). */
export function splitCountAndRate(cell: string): string[] {
  const dollars = /^(-?)\$([\d,]+\.\d+)$/.exec(cell);
  if (dollars?.[2] !== undefined) return [`${dollars[1] ?? ''}${dollars[2].replaceAll(',', '')}`];
  const match = /^([\d,]+)(?: \(([\d.]+)%\))?$/.exec(cell);
  if (!match?.[1]) return [cell];
  const count = match[1].replaceAll(',', '');
  return match[2] === undefined ? [count] : [count, match[2]];
}

/** The money cells of a row no price applied to: revenue, payout and profit of none. */
export const noMoney = ['$0.00', '$0.00', '$0.00'];

/** The money cells of an unpriced comparison row (an affiliate, a version): ROI has no payout, EPC no revenue. */
export const unpricedComparison = (impressions: string | undefined): string[] => [
  ...noMoney,
  '—',
  impressions === '0' ? '—' : '$0.00',
];

/** A dimension table's rows as [value, impressions, emails, continued, accepted, thank-you, downloads]. */
export async function dimensionRows(table: Locator, rows = 'tbody tr, tfoot tr'): Promise<string[][]> {
  return table
    .locator(rows)
    .evaluateAll((items) =>
      items.map((row) => [
        row.querySelector('th')?.firstChild?.textContent?.trim() ?? '',
        ...[...row.querySelectorAll('td[data-column] [data-testid="count"]')].map((cell) => cell.textContent ?? ''),
      ]),
    );
}
