import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { visitLanding } from './support/analytics-visitors.ts';

// The affiliate comparison keeps its rows for the affiliates that brought traffic: the tiny ones (fewer than 5
// impressions and 5 emails in the days shown, like a one-visit test id) are summed in "Other", and a toggle
// lists every one of them.

const prefix = makePrefix();
const ids = { big: `${prefix}-big`, tinyA: `${prefix}-tiny-a`, tinyB: `${prefix}-tiny-b` };
let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
  await visitLanding({ affiliateId: ids.big, version: 1, count: 6 });
  await visitLanding({ affiliateId: ids.tinyA, version: 1, count: 1 });
  await visitLanding({ affiliateId: ids.tinyB, version: 2, count: 2 });
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

test('folds the tiny affiliates into "Other", and shows every one on request', async ({ page }) => {
  await openDashboard(page);
  await waitForReport(page);
  const comparison = section(page, 'Affiliates compared');
  await expect(comparison).toContainText(
    'Affiliates with under 5 impressions and under 5 emails are summed in “Other”.',
  );
  const table = comparison.getByRole('table');
  const rowOf = (id: string) => table.locator(`tr[data-affiliate-id="${id}"]`);
  await expect(rowOf(ids.big)).toBeVisible();
  await expect(rowOf(ids.big).getByRole('cell').first()).toHaveText('6');
  await expect(rowOf(ids.tinyA)).toHaveCount(0);
  await expect(rowOf(ids.tinyB)).toHaveCount(0);
  // Other specs' one-visit affiliates fold too, so the row counts at least these two.
  const other = rowOf('other');
  await expect(other.getByRole('rowheader')).toHaveText(/^Other \(\d+ affiliates\)$/);
  const folded = Number(/\((\d+) affiliates\)/.exec((await other.getByRole('rowheader').textContent()) ?? '')?.[1]);
  expect(folded).toBeGreaterThanOrEqual(2);

  const showAll = comparison.getByRole('checkbox', { name: /^Show every affiliate/ });
  await expect(showAll).not.toBeChecked();
  await showAll.check();
  await expect(rowOf(ids.tinyA).getByRole('cell').first()).toHaveText('1');
  await expect(rowOf(ids.tinyB).getByRole('cell').first()).toHaveText('2');
  await expect(rowOf('other')).toHaveCount(0);
  await showAll.uncheck();
  await expect(rowOf(ids.tinyA)).toHaveCount(0);
  await expect(rowOf('other')).toBeVisible();
});
