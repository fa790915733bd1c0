import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { visitLanding } from './support/analytics-visitors.ts';

// What the operator sees while figures load, when they cannot load, and after Refresh.

let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
  // A report with figures needs activity in the default period: this spec makes its own rather than relying
  // on whichever specs ran before it.
  await visitLanding({ affiliateId: `${makePrefix()}-states`, version: 1, count: 1 });
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

test('says the report is loading until the figures arrive', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Holds the real call back for a moment; it still reaches the tracker.
  await page.route('**/api/analytics/first-view?*', async (route) => {
    await released;
    await route.continue();
  });
  await openDashboard(page);
  await expect(page.getByTestId('report-status')).toHaveText('Loading the report…');
  await expect(page.getByTestId('report')).toHaveCount(0);
  release();
  await waitForReport(page);
  await expect(section(page, 'Summary')).toBeVisible();
});

test('shows an error with Try again when the reports cannot be reached, and recovers', async ({ page }) => {
  // The connection to the visitor origin drops, as on a flaky network.
  await page.route('**/api/analytics/first-view?*', (route) => route.abort('connectionfailed'));
  await openDashboard(page);
  const failure = page.getByRole('alert').filter({ hasText: 'The report could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('report')).toHaveCount(0);

  await page.unroute('**/api/analytics/first-view?*');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await waitForReport(page);
  await expect(failure).toHaveCount(0);
  await expect(section(page, 'Daily Performance')).toBeVisible();
});

test('Refresh shows activity that happened after the page was opened', async ({ page }) => {
  const affiliateId = `${makePrefix()}-refresh`;
  await visitLanding({ affiliateId, version: 1, count: 1 });
  await openDashboard(page);
  await waitForReport(page);
  await page.getByRole('combobox', { name: 'Affiliate', exact: true }).selectOption(affiliateId);
  await page.getByRole('button', { name: 'Update Report' }).click();
  await waitForReport(page, new RegExp(`affiliateId=${affiliateId}$`));
  const impressions = section(page, 'Summary').getByTestId('summary-impressions').getByTestId('figure');
  await expect(impressions).toHaveText('1');

  await visitLanding({ affiliateId, version: 2, count: 2 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(impressions).toHaveText('3');
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue(affiliateId);
});
