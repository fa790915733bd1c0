import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';

// The quick ranges are US Eastern calendar days whatever the operator's own zone: checked with the
// browser clock set around midnight ET and across both daylight-saving changes of 2025, in a browser
// that itself runs on Tokyo time (so the page cannot lean on the machine's zone).

test.use({ timezoneId: 'Asia/Tokyo' });

let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

type Case = { moment: string; what: string; today: string; yesterday: string; weekStart: string };

const cases: Case[] = [
  {
    moment: '2025-06-11T03:59:00Z',
    what: 'one minute before midnight EDT',
    today: '2025-06-10',
    yesterday: '2025-06-09',
    weekStart: '2025-06-04',
  },
  {
    moment: '2025-06-11T04:00:00Z',
    what: 'at midnight EDT',
    today: '2025-06-11',
    yesterday: '2025-06-10',
    weekStart: '2025-06-05',
  },
  {
    moment: '2025-01-15T04:30:00Z',
    what: 'at 23:30 EST in winter',
    today: '2025-01-14',
    yesterday: '2025-01-13',
    weekStart: '2025-01-08',
  },
  {
    moment: '2025-03-09T06:30:00Z',
    what: 'at 01:30 EST just before clocks spring forward',
    today: '2025-03-09',
    yesterday: '2025-03-08',
    weekStart: '2025-03-03',
  },
  {
    moment: '2025-03-10T03:30:00Z',
    what: 'at 23:30 EDT on the spring-forward day',
    today: '2025-03-09',
    yesterday: '2025-03-08',
    weekStart: '2025-03-03',
  },
  {
    moment: '2025-11-02T05:30:00Z',
    what: 'at the first 01:30 of the fall-back day',
    today: '2025-11-02',
    yesterday: '2025-11-01',
    weekStart: '2025-10-27',
  },
  {
    moment: '2025-11-03T04:30:00Z',
    what: 'at 23:30 EST on the fall-back day',
    today: '2025-11-02',
    yesterday: '2025-11-01',
    weekStart: '2025-10-27',
  },
  {
    moment: '2025-03-01T04:59:00Z',
    what: 'across a month end, at 23:59 EST',
    today: '2025-02-28',
    yesterday: '2025-02-27',
    weekStart: '2025-02-22',
  },
];

async function expectRange(page: Page, startDate: string, endDate: string) {
  await expect(page.getByLabel('Start date')).toHaveValue(startDate);
  await expect(page.getByLabel('End date')).toHaveValue(endDate);
}

for (const { moment, what, today, yesterday, weekStart } of cases) {
  test(`picks Eastern days ${what} (${moment})`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(moment));
    await openDashboard(page);
    await waitForReport(page);
    // Without a shared view the page opens on the last 7 Eastern days.
    await expectRange(page, weekStart, today);

    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expectRange(page, yesterday, yesterday);
    await page.getByRole('button', { name: 'Today' }).click();
    await expectRange(page, today, today);
    await page.getByRole('button', { name: 'Last 7 Days' }).click();
    await expectRange(page, weekStart, today);
  });
}

test('asks the API for the Eastern days of a quick range in the Eastern time zone', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-03-10T03:30:00Z'));
  await openDashboard(page);
  await waitForReport(page);
  await page.getByRole('button', { name: 'Yesterday' }).click();
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().includes('/api/analytics/first-view')),
    page.getByRole('button', { name: 'Update Report' }).click(),
  ]);
  const query = new URL(request.url()).searchParams;
  expect([query.get('startDate'), query.get('endDate'), query.get('timezone')]).toEqual([
    '2025-03-08',
    '2025-03-08',
    'America/New_York',
  ]);
  await waitForReport(page, '?startDate=2025-03-08&endDate=2025-03-08');
  await expect(page.getByTestId('section-caption').first()).toHaveText(
    '2025-03-08 · All affiliates · US Eastern time (America/New_York)',
  );
});
