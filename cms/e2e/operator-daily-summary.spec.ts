import { expect, test } from '@playwright/test';
import { signIntoAdmin } from './admin.ts';
import { startMailTracker, type MailTracker } from './mail-tracker.ts';
import { cmsUrl, createStaffMember, type StaffMember } from './staff.ts';

// An operator asks for the daily summary in their own user form in the admin, and a tracker of the spec's own
// (the shared CMS's recipients, read with the tracker's key) mails it once its clock passes 07:00 in the
// operator's zone (US Eastern by default), with yesterday's figures there beside the day before. The clock
// is the tracker's, moved through its control port (no page timer is involved).

// Eastern daylight time (UTC−4) on these days; the spec's tracker has a fresh store, so only its visits count.
const dayBefore = '2031-06-09';
const yesterday = '2031-06-10';
const today = '2031-06-11';

let tracker: MailTracker;
let operator: StaffMember;

test.beforeAll(async () => {
  operator = await createStaffMember('operator');
  tracker = await startMailTracker();
  // The day before: one visit; yesterday: three visits and one signup, each before 07:00 in New York, so no
  // summary of an earlier day is due while they are recorded.
  await tracker.setClock(`${dayBefore}T09:00:00Z`);
  await tracker.visit();
  await tracker.setClock(`${yesterday}T10:00:00Z`);
  await tracker.visit();
  await tracker.visit(`summary-visitor-${Date.now()}@example.com`);
  await tracker.visit();
});

test.afterAll(async () => {
  await tracker?.stop();
});

test('an operator turns on the daily summary in the admin and gets yesterday’s figures at 07:00 their time', async ({
  page,
}) => {
  await signIntoAdmin(page, operator);
  await page.goto(`${cmsUrl()}/admin/account`);
  const summary = page.getByLabel('Email me a daily summary');
  await expect(summary).not.toBeChecked();
  await expect(page.getByLabel('Email me alerts')).toBeChecked();
  await summary.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();

  // 06:59 in New York: not yet.
  await tracker.setClock(`${today}T10:59:00Z`);
  await page.waitForTimeout(1_000);
  expect(await tracker.messagesTo(operator.email)).toEqual([]);

  // 07:00: the summary, once.
  await tracker.setClock(`${today}T11:00:30Z`);
  await expect.poll(async () => (await tracker.messagesTo(operator.email)).length, { timeout: 10_000 }).toBe(1);
  await tracker.setClock(`${today}T13:00:00Z`);
  const [email] = await tracker.messagesTo(operator.email);
  expect(email?.subject).toBe('Daily summary for Tuesday, June 10, 2031');
  const lines = email?.text?.split('\n') ?? [];
  expect(lines[0]).toBe(
    'Yesterday, Tuesday, June 10, 2031 (America/New_York), beside the day before (Monday, June 9, 2031):',
  );
  expect(lines.slice(2, 5)).toEqual([
    'Impressions: 3 (day before: 1; up 2 (+200%))',
    'Signups: 1 (day before: 0; up 1)',
    'Accepted offers: 0 (day before: 0; same)',
  ]);
  expect(email?.html).toContain('font-size:20px');
  expect(await tracker.messagesTo(operator.email)).toHaveLength(1);
});
