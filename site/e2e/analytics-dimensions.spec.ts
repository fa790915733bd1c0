import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import {
  dimensionRows as readRows,
  downloadCsv,
  openDashboard,
  section,
  waitForReport,
} from './support/analytics-page.ts';
import { newVisitor } from './support/analytics-visitors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueEmail } from './support/product.ts';

// The dashboard's "By dimension" view over a few visits of one affiliate (unique to the run, so
// other specs' traffic never lands in its rows), made through the real API with a desktop browser's agent:
//   sub-a: 2 landing visits (campaign spring), one of them signs up with the same sub id;
//   sub-b: 1 landing visit (campaign summer).

let operator: Account;
let affiliate: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await createAccount('operator');
  affiliate = `${makePrefix()}-aff`;
  const visits = [
    { subId: 'sub-a', utm_campaign: 'spring', signs: true },
    { subId: 'sub-a', utm_campaign: 'spring', signs: false },
    { subId: 'sub-b', utm_campaign: 'summer', signs: false },
  ];
  for (const { subId, utm_campaign, signs } of visits) {
    const visitor = await newVisitor();
    await visitor.call('trackVisit', {
      body: { page: '/', referrer: '', version: 1, affiliateId: affiliate, subId, utm_campaign },
    });
    if (signs)
      await visitor.call('joinWaitlist', {
        body: { email: uniqueEmail('dimension'), version: 1, affiliateId: affiliate, subId, utm_campaign },
      });
    await visitor.dispose();
  }
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

async function openView(page: Page, search: string) {
  await openDashboard(page, search);
  await waitForReport(page);
  const view = section(page, 'By dimension');
  await expect(view.getByTestId('dimension-table')).toBeVisible();
  return view;
}

test('lists one row per sub id with a total, drills into s1, and keeps the view in the URL', async ({ page }) => {
  const view = await openView(page, `?affiliateId=${affiliate}&dimension=sub_id`);
  const table = view.getByTestId('dimension-table');
  await expect
    .poll(() => readRows(table))
    .toEqual([
      ['sub-a', '2', '1', '0', '0', '0', '0'],
      ['sub-b', '1', '0', '0', '0', '0', '0'],
      ['Total', '3', '1', '0', '0', '0', '0'],
    ]);
  await expect(table.locator('tbody tr').first().locator('td[data-column="emails"] [data-testid="rate"]')).toHaveText(
    '50.0%',
  );

  await table.getByRole('button', { name: 'By S1 within Sub ID sub-a' }).click();
  await expect(page).toHaveURL(/dimension=s1&by\.sub_id=sub-a/);
  await expect
    .poll(() => readRows(table))
    .toEqual([
      ['(none)', '2', '1', '0', '0', '0', '0'],
      ['Total', '2', '1', '0', '0', '0', '0'],
    ]);
  await page.goBack();
  await expect
    .poll(() => readRows(table, 'tbody tr'))
    .toEqual([
      ['sub-a', '2', '1', '0', '0', '0', '0'],
      ['sub-b', '1', '0', '0', '0', '0', '0'],
    ]);
});

test('sorts, combines an affiliate with a campaign, compares periods and names the zone in the CSV', async ({
  page,
}) => {
  // Many steps and an axe pass: on a loaded, shared machine this outlasts the default minute.
  test.slow();
  const view = await openView(page, `?affiliateId=${affiliate}&dimension=utm_campaign`);
  const table = view.getByTestId('dimension-table');
  await expect
    .poll(() => readRows(table, 'tbody tr'))
    .toEqual([
      ['spring', '2', '1', '0', '0', '0', '0'],
      ['summer', '1', '0', '0', '0', '0', '0'],
    ]);
  await table.getByRole('button', { name: /^Impressions/ }).click();
  await expect(page).toHaveURL(/sort=impressions-asc/);
  await expect
    .poll(() => readRows(table, 'tbody tr'))
    .toEqual([
      ['summer', '1', '0', '0', '0', '0', '0'],
      ['spring', '2', '1', '0', '0', '0', '0'],
    ]);

  await table.getByRole('button', { name: 'By UTM content within UTM campaign spring' }).click();
  await expect(page).toHaveURL(/dimension=utm_content&by\.utm_campaign=spring/);
  await expect
    .poll(() => readRows(table))
    .toEqual([
      ['(none)', '2', '1', '0', '0', '0', '0'],
      ['Total', '2', '1', '0', '0', '0', '0'],
    ]);

  await view.getByRole('checkbox', { name: 'Compare to the previous period' }).check();
  await expect(page).toHaveURL(/compare=1/);
  await expect(view.getByTestId('previous-period')).toBeVisible();
  await expect(table.locator('tfoot td[data-column="impressions"] [data-testid="change"]')).toHaveText('+2 vs 0');

  const csv = await downloadCsv(page, 'Download dimension CSV');
  expect(csv.filename).toMatch(/^by_utm_content_utm_campaign-spring_.*_America-New_York\.csv$/);
  expect(csv.rows[0]).toContain('Time zone');
  expect(csv.rows[1]?.slice(0, 2)).toEqual(['(none)', '2']);
  expect(csv.rows[1]).toContain('America/New_York');
  await expectNoAxeViolations(page);
});

test('works by keyboard alone: the picker, a drill-down, the compare toggle and a filter chip', async ({ page }) => {
  test.slow();
  const view = await openView(page, `?affiliateId=${affiliate}&dimension=affiliate`);
  const table = view.getByTestId('dimension-table');
  const picker = view.getByRole('combobox', { name: 'Dimension' });
  await picker.focus();
  // The focused, closed list takes its option by type-ahead ("Sub ID" is the first label starting with "Sub").
  await page.keyboard.type('Sub');
  await expect(picker).toHaveValue('sub_id');
  await expect(page).toHaveURL(/dimension=sub_id/);
  await expect
    .poll(() => readRows(table, 'tbody tr'))
    .toEqual([
      ['sub-a', '2', '1', '0', '0', '0', '0'],
      ['sub-b', '1', '0', '0', '0', '0', '0'],
    ]);

  const drill = table.getByRole('button', { name: 'By S1 within Sub ID sub-a' });
  await drill.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dimension=s1&by\.sub_id=sub-a/);

  const compare = view.getByRole('checkbox', { name: 'Compare to the previous period' });
  await compare.focus();
  await page.keyboard.press('Space');
  await expect(compare).toBeChecked();
  await expect(page).toHaveURL(/compare=1/);

  const chip = view.getByRole('button', { name: /Sub ID = sub-a/ });
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/by\.sub_id/);
  await expect(picker).toHaveValue('sub_id');
  await expectNoAxeViolations(page);
});
