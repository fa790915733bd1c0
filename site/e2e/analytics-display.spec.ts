import { getCalendarDate } from '@seniorguide/funnel';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import { humanUserAgent, signUpAndGo, visitLanding } from './support/analytics-visitors.ts';
import { downloadCsv, noMoney, openDashboard, section, tableRows, waitForReport } from './support/analytics-page.ts';
import { product, uniqueEmail } from './support/product.ts';

// How the dashboard prints what it counts: capped funnel bars whose label shows what the bar shows, an
// empty period that keeps every section (with zeros), days in the analytics format yyyy-MM-dd, and
// impressions of visitors who arrive away from the landing pages.

let operator: Account;
const prefix = makePrefix();
/** 1 visit, 3 signups: emails exceed impressions. */
const over = `${prefix}-over`;
/** No visit, 2 signups (one reaches the thank-you page): no impressions at all. */
const unseen = `${prefix}-unseen`;
let seededDay: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await createAccount('operator');
  await visitLanding({ affiliateId: over, version: 1, count: 1 });
  for (const label of ['o1', 'o2', 'o3'])
    await signUpAndGo({ affiliateId: over, version: 1 }, uniqueEmail(`display-${label}`));
  await signUpAndGo(
    { affiliateId: unseen, version: 2, continues: true, reachesThankYou: true },
    uniqueEmail('display-u1'),
  );
  await signUpAndGo({ affiliateId: unseen, version: 2 }, uniqueEmail('display-u2'));
  seededDay = getCalendarDate({ now: new Date() });
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

/** Each funnel row as [label, count, percentage, capped marker, bar width]. */
async function funnelRows(page: Page): Promise<string[][]> {
  return section(page, 'Funnel')
    .getByTestId('funnel-row')
    .evaluateAll((items) =>
      items.map((item) => [
        ...['funnel-label', 'funnel-count', 'funnel-percentage', 'funnel-capped'].map(
          (id) => item.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '',
        ),
        (item.querySelector<HTMLElement>('[aria-hidden="true"] > div')?.style.width ?? '').trim(),
      ]),
    );
}

async function openToday(page: Page, affiliateId: string) {
  await openDashboard(page, `?startDate=${seededDay}&endDate=${seededDay}&affiliateId=${affiliateId}`);
  await waitForReport(page);
}

test('labels a bar above impressions with the 100% it draws, marks it capped and says why', async ({ page }) => {
  await openToday(page, over);
  expect(await funnelRows(page)).toEqual([
    ['Impressions', '1', '100.0%', '', '100%'],
    ['Submitted Email', '3', '100.0%', '(capped)', '100%'],
    ['Reached Thank You Page', '0', '0.0%', '', '0%'],
    ['Ebook Downloaded', '0', '0.0%', '', '0%'],
  ]);
  await expect(section(page, 'Funnel').getByTestId('funnel-capped-note')).toHaveText(
    'More emails than impressions: impression tracking is recent, so some signups came before it counted visits. Bars are capped at 100%; the counts beside them are exact.',
  );
});

test('without impressions, fills and caps every stage that counted something, in agreement with the note', async ({
  page,
}) => {
  await openToday(page, unseen);
  expect(await funnelRows(page)).toEqual([
    ['Impressions', '0', '100.0%', '', '100%'],
    ['Submitted Email', '2', '100.0%', '(capped)', '100%'],
    ['Reached Thank You Page', '1', '100.0%', '(capped)', '100%'],
    ['Ebook Downloaded', '0', '0.0%', '', '0%'],
  ]);
  await expect(section(page, 'Funnel').getByTestId('funnel-capped-note')).toContainText('Bars are capped at 100%');
});

test('shows every section with zeros under the empty-period message', async ({ page }) => {
  await openDashboard(page, `?startDate=2025-01-01&endDate=2025-01-03&affiliateId=${over}`);
  await waitForReport(page);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(0, 5)).toEqual([
    'No activity in this period',
    'Summary',
    'Funnel',
    'Daily trend',
    'Daily Performance',
  ]);
  expect(headings).toContain('Offer Performance Summary');
  await expect(page.getByTestId('empty-report')).toBeVisible();

  const summary = section(page, 'Summary');
  for (const card of ['impressions', 'emails', 'offers', 'downloads'])
    await expect(summary.getByTestId(`summary-${card}`).getByTestId('figure')).toHaveText('0');
  expect(await funnelRows(page)).toEqual([
    ['Impressions', '0', '100.0%', '', '100%'],
    ['Submitted Email', '0', '0.0%', '', '0%'],
    ['Reached Thank You Page', '0', '0.0%', '', '0%'],
    ['Ebook Downloaded', '0', '0.0%', '', '0%'],
  ]);
  await expect(section(page, 'Funnel').getByTestId('funnel-capped-note')).toHaveCount(0);
  expect(await tableRows(section(page, 'Daily Performance').getByRole('table'), 'tbody tr, tfoot tr')).toEqual([
    ['2025-01-01', '0', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)', ...noMoney],
    ['2025-01-02', '0', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)', ...noMoney],
    ['2025-01-03', '0', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)', ...noMoney],
    ['Total', '0', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)', ...noMoney],
  ]);
  await expect(section(page, 'Offer Performance Summary')).toContainText('No offer was accepted in this period.');
});

test('prints Daily Performance days as yyyy-MM-dd, on the page and in the CSV', async ({ page }) => {
  await openToday(page, over);
  const [row] = await tableRows(section(page, 'Daily Performance').getByRole('table'));
  expect(row?.slice(0, 3)).toEqual([seededDay, '1', '3']);
  const csv = await downloadCsv(page, 'Download daily CSV');
  expect(csv.rows[1]?.slice(0, 3)).toEqual([seededDay, '1', '3']);
});

/** A visitor's browser (an ordinary desktop Chrome) that opens one link from an email and stays on the site. */
async function arriveFromEmail(browser: Browser, path: string): Promise<void> {
  const context = await browser.newContext({ baseURL: product.siteUrl, userAgent: humanUserAgent });
  const visitor = await context.newPage();
  const visit = visitor.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
  await visitor.goto(path);
  expect((await visit).status()).toBe(200);
  await context.close();
}

test('counts a visitor who arrives on /continue-registration as an impression, leaving the landing versions as they were', async ({
  page,
  browser,
}) => {
  const arrival = `${prefix}-arrival`;
  const email = uniqueEmail('display-arrival');
  await signUpAndGo({ affiliateId: arrival, version: 1 }, email);
  await arriveFromEmail(browser, `/continue-registration?email=${encodeURIComponent(email)}&affiliateId=${arrival}`);

  await openToday(page, arrival);
  await expect(section(page, 'Summary').getByTestId('summary-impressions').getByTestId('figure')).toHaveText('1');
  expect((await funnelRows(page)).slice(0, 2)).toEqual([
    ['Impressions', '1', '100.0%', '', '100%'],
    ['Submitted Email', '1', '100.0%', '', '100%'],
  ]);
  await expect(section(page, 'Funnel').getByTestId('funnel-capped-note')).toHaveCount(0);
  const [day] = await tableRows(section(page, 'Daily Performance').getByRole('table'));
  expect(day?.slice(1, 3)).toEqual(['1', '1']);
  const versions = await tableRows(section(page, 'Landing versions').getByRole('table'));
  expect(versions.map((row) => row.slice(0, 3))).toEqual([
    ['v1 (/)', '0', '1'],
    ['v2 (/v2)', '0', '0'],
    ['v3 (/v3)', '0', '0'],
  ]);
});
