import { expect, test } from '@playwright/test';
import { getVisitorsPerArm } from '@seniorguide/funnel';
import { signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember } from './staff.ts';

// Before a test starts, the experiment form says how many visitors it needs: for the metric the marketer picks
// and the smallest lift worth finding, updated as they change either (nothing is saved: a running experiment
// would change the landing page for every other spec).

const perVariant = (baseline: Parameters<typeof getVisitorsPerArm>[0]['baseline'], lift: number) =>
  (getVisitorsPerArm({ baseline, minimumDetectableEffect: lift / 100 }) ?? 0).toLocaleString('en-US');

test('a marketer sees the visitors an experiment needs for the metric and lift they choose', async ({ page }) => {
  const marketer = await createStaffMember('marketer');
  await signIntoAdmin(page, marketer);
  await page.goto(`${cmsUrl()}/admin/collections/experiments/create`);

  const needed = page.getByTestId('visitors-needed');
  await expect(needed).toContainText(`about ${perVariant({ metric: 'signup-rate', rate: 0.1 }, 10)} per variant`);
  await expect(needed).toContainText('a 10% lift in signup rate');

  // Payload's select: open it and pick the option by its label.
  await expect(async () => {
    await page.locator('#field-primaryMetric').click();
    await page.getByRole('option', { name: 'Revenue per visitor' }).click({ timeout: 2_000 });
    await expect(needed).toContainText('revenue per visitor', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const revenue = { metric: 'revenue-per-visitor', payingShare: 0.06, logSpread: 0.8 } as const;
  await expect(needed).toContainText(`about ${perVariant(revenue, 10)} per variant`);

  await page.locator('#field-minimumDetectableEffect').fill('20');
  await expect(needed).toContainText(`about ${perVariant(revenue, 20)} per variant`);
  await expect(needed).toContainText('a 20% lift in revenue per visitor');
});
