import { expect, test } from '@playwright/test';
import { signIntoAdmin } from './admin.ts';
import { startMailTracker, type MailTracker } from './mail-tracker.ts';
import { cmsUrl, createStaffMember, type StaffMember } from './staff.ts';

// An alert reaches the operator who kept "Email me alerts" (on by default) and not the one who turned it off in
// their own user form. A tracker of the spec's own reads the recipients from the shared CMS with the tracker's
// key; eight visits at this time of day on each of the last seven days and none in the last hour make the
// traffic rule fire when its clock is set to now.

const dayMs = 24 * 60 * 60 * 1000;
const now = Date.now();

let tracker: MailTracker;
let keeps: StaffMember;
let optsOut: StaffMember;

test.beforeAll(async () => {
  [keeps, optsOut] = [await createStaffMember('operator'), await createStaffMember('operator')];
  tracker = await startMailTracker();
  // The history, before the choice is made: no alert fires while it is recorded.
  for (let day = 7; day >= 1; day -= 1) {
    await tracker.setClock(new Date(now - day * dayMs - 10 * 60 * 1000).toISOString());
    for (let n = 0; n < 8; n += 1) await tracker.visit();
  }
});

test.afterAll(async () => {
  await tracker?.stop();
});

test('an alert emails the operator who kept alerts on, not the one who turned them off', async ({ page }) => {
  await signIntoAdmin(page, optsOut);
  await page.goto(`${cmsUrl()}/admin/account`);
  const alerts = page.getByLabel('Email me alerts');
  await expect(alerts).toBeChecked();
  await alerts.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();

  await tracker.setClock(new Date(now).toISOString());

  await expect.poll(async () => (await tracker.messagesTo(keeps.email)).length, { timeout: 10_000 }).toBe(1);
  const [email] = await tracker.messagesTo(keeps.email);
  expect(email?.subject).toBe('Alert: Traffic has stopped');
  expect(email?.text).toContain('Email me alerts');
  expect(await tracker.messagesTo(optsOut.email)).toEqual([]);
});
