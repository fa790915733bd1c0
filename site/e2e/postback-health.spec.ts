import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The postback health panel on /analytics as an operator uses it: found by its heading, read by keyboard,
// axe-clean. The product started for these specs has no postback key configured (postbacks off), so the
// panel shows empty figures and the test button answers that no postback is switched on; the figures,
// attempts, replay and the test call against a live receiver are covered by tracker/test/postback-health.test.ts.

let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

test('shows the postback panel under the report, axe-clean', async ({ page }) => {
  await openDashboard(page);
  await waitForReport(page);
  const panel = section(page, 'Postbacks to traffic sources');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('postback-health')).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByText('Latest 50 attempts')).toBeVisible();
  await expect(panel.getByTestId('pixel-fires')).toContainText('Browser pixels fired');
  await expectNoAxeViolations(page);
});

test('sends a test postback from the keyboard and reads the answer in a live region', async ({ page }) => {
  await openDashboard(page);
  await waitForReport(page);
  const panel = section(page, 'Postbacks to traffic sources');
  await panel.getByLabel('Affiliate id (empty: the default template)').focus();
  await page.keyboard.type('aff-17');
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Event')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Send a test postback' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('test-postback-answer')).toContainText(
    'No postback is switched on for this affiliate',
  );
  await expectNoAxeViolations(page);
});
