import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, section, tableRows, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent, signUpAndGo, visitLanding } from './support/analytics-visitors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { easternToday } from './support/operator.ts';
import { uniqueEmail } from './support/product.ts';

// Today by the hour: scripted visits and a signup of an affiliate of this run appear in the current Eastern hour
// of the dashboard's hourly table, which a view of one day shows under the report (and a week's view does not).

const affiliateId = `hourly-${Date.now().toString(36)}`;
let operator: Account;

test.use({ userAgent: humanUserAgent });

const easternHour = () =>
  `${new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' }).format(new Date())}:00`;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test('lists today hour by hour with the scripted visits in the current hour, axe-clean', async ({ page, context }) => {
  const hourBefore = easternHour();
  await visitLanding({ affiliateId, version: 1, count: 3 });
  await signUpAndGo({ affiliateId, version: 1 }, uniqueEmail('hourly'));
  const hourAfter = easternHour();
  await signIn(context, operator);
  const today = easternToday();
  await openDashboard(page, `?startDate=${today}&endDate=${today}&affiliateId=${affiliateId}`);
  await waitForReport(page);
  const table = section(page, 'By the hour').getByTestId('hourly-table');
  const rows = await tableRows(table);
  expect(rows.length).toBeGreaterThanOrEqual(23);
  expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(3);
  expect(rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(1);
  if (hourBefore === hourAfter) {
    const current = table.locator(`tr[data-hour="${today} ${hourAfter}"]`);
    await expect(current.locator('td').nth(0)).toHaveText('3');
    await expect(current.locator('td').nth(1)).toHaveText('1');
  }
  await expectNoAxeViolations(page);
});

test('shows no hourly table for a week', async ({ page, context }) => {
  await signIn(context, operator);
  await openDashboard(page);
  await waitForReport(page);
  await expect(section(page, 'By the hour')).toHaveCount(0);
});
