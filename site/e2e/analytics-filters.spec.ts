import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';

// The dashboard's filters on their own: what Clear Filters and a wrong range do, and an empty period. None of
// it needs activity (the figures are checked in analytics.spec.ts, against its seeded dataset).

// An affiliate with no activity anywhere: the filters only carry its id.
const affiliateId = 'filters-no-activity';
let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

test('Clear Filters resets only the affiliate', async ({ page }) => {
  await openDashboard(page, `?startDate=2025-01-01&endDate=2025-01-31&affiliateId=${affiliateId}`);
  await waitForReport(page);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Start date')).toHaveValue('2025-01-01');
  await expect(page.getByLabel('End date')).toHaveValue('2025-01-31');
  // Nothing is applied until Update Report.
  await expect(page).toHaveURL(new RegExp(`affiliateId=${affiliateId}`));
  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page).toHaveURL('/analytics?startDate=2025-01-01&endDate=2025-01-31');
});

test('says so when nothing happened in the chosen days', async ({ page }) => {
  await openDashboard(page, `?startDate=2025-01-01&endDate=2025-01-07&affiliateId=${affiliateId}`);
  await waitForReport(page);
  await expect(page.getByRole('heading', { name: 'No activity in this period' })).toBeVisible();
  await expect(page.getByTestId('empty-report')).toBeVisible();
});

test('refuses an end date before the start date without calling the API', async ({ page }) => {
  await openDashboard(page);
  await waitForReport(page);
  const before = page.url();
  await page.getByLabel('Start date').fill('2025-02-10');
  await page.getByLabel('End date').fill('2025-02-01');
  await page.getByRole('button', { name: 'Update Report' }).click();
  await expect(page.getByRole('alert')).toHaveText('The end date must not be before the start date.');
  await expect(page.getByLabel('End date')).toBeFocused();
  expect(page.url()).toBe(before);
});
