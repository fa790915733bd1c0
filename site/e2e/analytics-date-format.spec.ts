import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, section, tableRows, waitForReport } from './support/analytics-page.ts';

// The product's date format on the dashboard is yyyy-MM-dd: in the filters, the captions, the tables and the
// chart; never "Nov 27, 2026", "11/27/2026" or a day with its weekday beside it.

let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

test('every date on the dashboard reads yyyy-MM-dd', async ({ page }) => {
  await openDashboard(page, '?startDate=2025-01-01&endDate=2025-01-03');
  await waitForReport(page);

  // The filter's fields show the day as typed and stored, not in the browser's own locale (a date picker
  // shows 01/01/2025 in an American browser).
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('2025-01-01');
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue('2025-01-03');

  await expect(page.getByTestId('section-caption').first()).toHaveText(
    '2025-01-01 – 2025-01-03 · All affiliates · US Eastern time (America/New_York)',
  );
  const days = await tableRows(section(page, 'Daily Performance').getByRole('table'));
  expect(days.map((cells) => cells[0])).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);

  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/);
  expect(text).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2} \((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)/);
});
