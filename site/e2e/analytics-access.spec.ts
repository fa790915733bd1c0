import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { dashboardTitle, openDashboard, waitForReport } from './support/analytics-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Who may read the dashboard: operators and admins; nobody without a session; not a marketer.

const funnelCall = '/api/analytics/funnel?startDate=2025-01-01&endDate=2025-01-07&timezone=America/New_York';

let operator: Account;
let marketer: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
  marketer = await createAccount('marketer');
});

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

async function signInWithForm(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('shows the sign-in screen without a session, while every analytics call answers 401', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Report' })).toHaveCount(0);
  for (const path of [
    funnelCall,
    funnelCall.replace('funnel', 'daily'),
    funnelCall.replace('funnel', 'versions'),
    funnelCall.replace('funnel', 'offers'),
    '/api/analytics/affiliates',
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(401);
  }
});

test('signs an operator in with the form and out again', async ({ page }) => {
  await openDashboard(page);
  await signInWithForm(page, operator);
  await waitForReport(page);
  await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
  expect((await page.request.get(funnelCall)).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeFocused();
  expect((await page.request.get(funnelCall)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
});

test('asks to sign in again when the session ends while the dashboard is open', async ({ page, context }) => {
  await signIn(context, operator);
  await openDashboard(page);
  await waitForReport(page);
  await expect(page.getByRole('region', { name: 'Affiliates compared table' })).toBeVisible();
  // Signed out elsewhere (another tab): the cookie is gone, the page does not know yet.
  expect((await context.request.post('/api/auth/logout')).status()).toBe(200);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }),
  ).toBeVisible();
  await expect(page.getByTestId('report')).toHaveCount(0);
});

test('says when the email or password is wrong and keeps the email', async ({ page }) => {
  await openDashboard(page);
  await signInWithForm(page, { email: operator.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue(operator.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('refuses a signed-in marketer clearly, and the API answers 403', async ({ page }) => {
  await openDashboard(page);
  await signInWithForm(page, marketer);
  await expect(page.getByRole('heading', { name: 'This report is for operators' })).toBeFocused();
  await expect(page.getByText(`Signed in as ${marketer.email}`)).toBeVisible();
  await expect(page.getByTestId('report')).toHaveCount(0);
  expect((await page.request.get(funnelCall)).status()).toBe(403);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
});

test('lets an admin, who has operator rights, read the report', async ({ page, context }) => {
  await signIn(context, await createAccount('admin'));
  await openDashboard(page);
  await waitForReport(page);
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toBeVisible();
});

test('can be used with the keyboard alone, from sign-in to an updated report', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(operator.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(operator.password);
  await page.keyboard.press('Enter');
  await waitForReport(page);
  await expect(page.getByRole('heading', { level: 1, name: dashboardTitle })).toBeFocused();

  await page.getByRole('button', { name: 'Yesterday' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  // Today, Last 7 Days, the affiliate, Clear Filters, then Update Report.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Update Report' })).toBeFocused();
  await page.keyboard.press('Enter');
  const yesterday = await page.getByLabel('Start date').inputValue();
  await expect(page).toHaveURL(`/analytics?startDate=${yesterday}&endDate=${yesterday}`);
});

test('axe finds no WCAG 2.2 A/AA violation on the sign-in screen, the refusal and the report', async ({
  page,
  context,
}) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInWithForm(page, { email: operator.email, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await signInWithForm(page, marketer);
  await expect(page.getByRole('heading', { name: 'This report is for operators' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(context, operator);
  await openDashboard(page);
  await waitForReport(page);
  // The chart loads when its section comes near the screen.
  await page.getByTestId('trend-chart').scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const device of [
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a tablet', width: 768, height: 1024 },
]) {
  test(`fits ${device.name} screen without sideways page scrolling`, async ({ page, context }) => {
    await page.setViewportSize({ width: device.width, height: device.height });
    await signIn(context, operator);
    await openDashboard(page);
    await waitForReport(page);
    await expect(page.getByRole('heading', { level: 1, name: dashboardTitle })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Body text stays at the site's large reading size.
    const fontSize = await page
      .getByRole('region', { name: 'Summary', exact: true })
      .getByText('Page visits, one per session')
      .evaluate((node) => getComputedStyle(node).fontSize);
    expect(Number.parseFloat(fontSize)).toBeGreaterThanOrEqual(16);
  });
}
