import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';

// The dashboard's affiliate filter is the operator's choice for one view, not a visitor's tracking value: the
// staff page neither stores it as the visitor's affiliate nor reads the visitor's stored one back into its URL.

const affiliateId = 'sticky-filter-a';
let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

const affiliateBox = (page: Page) => page.getByRole('combobox', { name: 'Affiliate', exact: true });

test('after looking at one affiliate, a bare /analytics shows all affiliates', async ({ page }) => {
  await openDashboard(page, `?startDate=2025-01-01&endDate=2025-01-31&affiliateId=${affiliateId}`);
  await waitForReport(page);
  await expect(affiliateBox(page)).toHaveValue(affiliateId);

  await openDashboard(page);
  await waitForReport(page);
  expect(new URL(page.url()).searchParams.get('affiliateId')).toBeNull();
  await expect(affiliateBox(page)).toHaveValue('');
  const stored = await page.evaluate(() => ({
    tracking: localStorage.getItem('trackingContext'),
    preserved: localStorage.getItem('preservedAffiliateId'),
  }));
  expect(stored).toEqual({ tracking: null, preserved: null });
});

test("a visitor's stored affiliate never reaches the dashboard's URL", async ({ page }) => {
  // The same browser once arrived as a visitor of another affiliate.
  await page.goto('/?affiliateId=visitor-affiliate&sub_id=visitor-sub');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('trackingContext'))).toContain('visitor-affiliate');

  await openDashboard(page);
  await waitForReport(page);
  const query = new URL(page.url()).searchParams;
  expect(query.get('affiliateId')).toBeNull();
  expect(query.get('sub_id')).toBeNull();
  await expect(affiliateBox(page)).toHaveValue('');
  // The visitor's own values are left as they were for the visitor pages.
  expect(await page.evaluate(() => localStorage.getItem('trackingContext'))).toContain('visitor-affiliate');
});
