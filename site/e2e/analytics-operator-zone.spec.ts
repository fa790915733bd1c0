import { expect, test } from '@playwright/test';
import { signIn, type Account } from './support/analytics-accounts.ts';
import { downloadCsv, openDashboard, section, tableRows, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent, visitLanding } from './support/analytics-visitors.ts';
import { product, uniqueEmail } from './support/product.ts';

// An operator in Honolulu (their CMS user's time zone, set as an admin does under Team → Users): the dashboard
// opens on the last 7 days of their calendar, cuts every day and hour in their zone (the visits of this run sit
// in their today and their current hour), and names that zone in captions, column headers and file names.

const zone = 'Pacific/Honolulu';
const affiliateId = `zone-${Date.now().toString(36)}`;
let operator: Account;

test.use({ userAgent: humanUserAgent, timezoneId: 'Europe/Berlin' });

async function createOperatorIn(timeZone: string): Promise<Account> {
  const account = { email: uniqueEmail('zone-operator'), password: 'dashboard-spec-password-1' };
  const response = await fetch(`${product.cmsUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` },
    body: JSON.stringify({ ...account, name: 'Zone operator', roles: ['operator'], timeZone }),
  });
  if (response.status !== 201)
    throw new Error(`Could not create the operator: ${response.status} ${await response.text()}`);
  return account;
}

const dayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const hourIn = (timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date())}:00`;
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  operator = await createOperatorIn(zone);
});

test("cuts the days and hours in the operator's own zone and names it everywhere", async ({ page, context }) => {
  const hourBefore = hourIn(zone);
  await visitLanding({ affiliateId, version: 1, count: 2 });
  const hourAfter = hourIn(zone);
  const today = dayIn(zone);
  await signIn(context, operator);

  await openDashboard(page, `?affiliateId=${affiliateId}`);
  await waitForReport(page);
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(daysBefore(today, 6));
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(today);
  const daily = section(page, 'Daily Performance');
  await expect(daily).toContainText(`Pacific/Honolulu time`);
  await expect(daily.getByRole('columnheader', { name: `Date (${zone})` })).toBeVisible();
  const rows = await tableRows(daily.getByRole('table'));
  const todayRow = rows.find((cells) => cells[0] === today);
  expect(todayRow?.[1]).toBe('2');
  expect(rows.filter((cells) => cells[0] !== today && cells[0] !== 'Total').every((cells) => cells[1] === '0')).toBe(
    true,
  );
  const csv = await downloadCsv(page, 'Download daily CSV');
  expect(csv.filename).toContain('_Pacific-Honolulu_');
  expect(csv.rows[0]?.[0]).toBe(`Date (${zone})`);

  await openDashboard(page, `?startDate=${today}&endDate=${today}&affiliateId=${affiliateId}`);
  await waitForReport(page);
  const hourly = section(page, 'By the hour');
  await expect(hourly.getByRole('columnheader', { name: `Hour (${zone})` })).toBeVisible();
  const hours = await tableRows(hourly.getByTestId('hourly-table'));
  expect(hours.reduce((sum, cells) => sum + Number(cells[1]), 0)).toBe(2);
  if (hourBefore === hourAfter)
    await expect(hourly.locator(`tr[data-hour="${today} ${hourAfter}"] td`).first()).toHaveText('2');
});
