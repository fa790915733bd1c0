import { addDays, getCalendarDate } from '@seniorguide/funnel';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { alphaExpected, datasetIds, makePrefix, seedDataset, type DatasetIds } from './support/analytics-dataset.ts';
import {
  chooseAffiliate,
  downloadCsv,
  openDashboard,
  section,
  splitCountAndRate,
  noMoney,
  tableRows,
  unpricedComparison,
  waitForReport,
} from './support/analytics-page.ts';

// The operator's figures, each checked against a seeded set of visitor activity made through the real API.
// The tracker stamps activity with the real time, so the seeded day is today in Eastern time (or, should a
// run straddle midnight ET, the two days it spans).

let operator: Account;
let ids: DatasetIds;
let seededDays: string[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  operator = await createAccount('operator');
  ids = datasetIds(makePrefix());
  const before = getCalendarDate({ now: new Date() });
  await seedDataset(ids);
  const after = getCalendarDate({ now: new Date() });
  seededDays = before === after ? [before] : [before, after];
});

test.beforeEach(async ({ context }) => {
  await signIn(context, operator);
});

/** The current last-7-days range, which always contains the seeded day(s). */
function lastSevenDays() {
  const today = getCalendarDate({ now: new Date() });
  return { startDate: addDays({ date: today, days: -6 }), endDate: today };
}

async function openAffiliate(page: Page, affiliateId: string) {
  await openDashboard(page);
  await waitForReport(page);
  await chooseAffiliate(page, affiliateId);
}

test('shows the summary cards, bot visits and funnel of an affiliate exactly', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const summary = section(page, 'Summary');
  await expect(summary.getByTestId('summary-impressions').getByTestId('figure')).toHaveText(
    String(alphaExpected.impressions),
  );
  await expect(summary.getByTestId('summary-emails').getByTestId('figure')).toHaveText(String(alphaExpected.emails));
  await expect(summary.getByTestId('summary-offers').getByTestId('figure')).toHaveText(
    String(alphaExpected.offersTaken),
  );
  await expect(summary.getByTestId('summary-offers').getByTestId('detail')).toHaveText(
    '100.0% of email submits, one per offer taken',
  );
  await expect(summary.getByTestId('summary-downloads').getByTestId('figure')).toHaveText(
    String(alphaExpected.downloads),
  );
  await expect(summary.getByTestId('summary-downloads').getByTestId('detail')).toHaveText('40.0% of email submits');
  await expect(summary.getByTestId('bot-traffic')).toContainText(`Bot visits: ${alphaExpected.bots}`);

  const funnel = section(page, 'Funnel');
  const rows = await funnel
    .getByTestId('funnel-row')
    .evaluateAll((items) =>
      items.map((item) =>
        ['funnel-label', 'funnel-count', 'funnel-percentage'].map(
          (id) => item.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
        ),
      ),
    );
  expect(rows).toEqual([
    ['Impressions', '9', '100.0%'],
    ['Submitted Email', '5', '55.6%'],
    ['Accepted Offer: Housing Grants', '3', '33.3%'],
    ['Accepted Offer: Dental Implants', '1', '11.1%'],
    ['Accepted Offer: Medicare Plans', '1', '11.1%'],
    ['Reached Thank You Page', '3', '33.3%'],
    ['Ebook Downloaded', '2', '22.2%'],
  ]);
  await expect(funnel.getByTestId('funnel-capped-note')).toHaveCount(0);
});

test('labels every section with its days, its affiliate and the Eastern time zone', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const captions = await page.getByTestId('section-caption').allTextContents();
  expect(captions.length).toBeGreaterThanOrEqual(7);
  for (const caption of captions) {
    expect(caption).toContain(`Affiliate ${ids.alpha}`);
    expect(caption).toContain('US Eastern time (America/New_York)');
  }
  await expect(page.getByRole('columnheader', { name: 'Date (America/New_York)' })).toBeVisible();
});

test('lists every Eastern day of the range in Daily Performance with percentages against emails', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const table = section(page, 'Daily Performance').getByRole('table');
  const { startDate, endDate } = lastSevenDays();
  const dates = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date')));
  expect(dates).toEqual(Array.from({ length: 7 }, (_, index) => addDays({ date: startDate, days: index })));
  expect(dates.at(-1)).toBe(endDate);

  const totals = { impressions: 0, emails: 0, continued: 0, accepted: 0, downloads: 0 };
  for (const date of dates) {
    const [cells] = await tableRows(table, `tbody tr[data-date="${date}"]`);
    const [impressions, emails, continued, accepted, downloads] = (cells ?? [])
      .slice(1)
      .map((cell) => Number(splitCountAndRate(cell)[0]));
    if (!seededDays.includes(date ?? '')) {
      expect([impressions, emails, continued, accepted, downloads], `no activity on ${date}`).toEqual([0, 0, 0, 0, 0]);
    }
    totals.impressions += impressions ?? 0;
    totals.emails += emails ?? 0;
    totals.continued += continued ?? 0;
    totals.accepted += accepted ?? 0;
    totals.downloads += downloads ?? 0;
  }
  expect(totals).toEqual({ impressions: 9, emails: 5, continued: 4, accepted: 5, downloads: 2 });
  expect(await tableRows(table, 'tfoot tr')).toEqual([
    ['Total', '9', '5', '4 (80.0%)', '5 (100.0%)', '2 (40.0%)', ...noMoney],
  ]);
  if (seededDays.length === 1) {
    const [seededRow] = await tableRows(table, `tbody tr[data-date="${seededDays[0]}"]`);
    expect(seededRow?.slice(1)).toEqual(['9', '5', '4 (80.0%)', '5 (100.0%)', '2 (40.0%)', ...noMoney]);
  }
});

test('draws the daily trend from the same figures as the table, with legend toggles and a tooltip per day', async ({
  page,
}) => {
  await openAffiliate(page, ids.alpha);
  const trend = section(page, 'Daily trend');
  await trend.getByTestId('trend-chart').scrollIntoViewIfNeeded();
  await expect(trend.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();
  // One line per measure and one point per Eastern day of the range.
  const points = (name: string) =>
    trend.locator(`.apexcharts-series[seriesName="${name.replaceAll(' ', 'x')}"] .apexcharts-marker`);
  for (const line of ['Impressions', 'Submitted Email', 'Accepted Offers', 'Ebooks Downloaded'])
    await expect(points(line)).toHaveCount(7);

  // Pointing at the last day (today, where the activity was seeded) shows that day's figures.
  const tooltip = trend.locator('.apexcharts-tooltip');
  const pointAtLastDay = async () => {
    const box = await trend.locator('.apexcharts-grid').boundingBox();
    if (!box) throw new Error('the chart has no plot area');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
  };
  await pointAtLastDay();
  await expect(tooltip.locator('.apexcharts-tooltip-title')).toHaveText(lastSevenDays().endDate);
  if (seededDays.length === 1) {
    await expect(tooltip).toContainText('Impressions: 9');
    await expect(tooltip).toContainText('Submitted Email: 5');
    await expect(tooltip).toContainText('Accepted Offers: 5');
    await expect(tooltip).toContainText('Ebooks Downloaded: 2');
  }

  // A legend entry is a toggle button: off hides its line (and its figure in the tooltip), on brings it back.
  const impressions = trend.getByRole('button', { name: 'Impressions' });
  await expect(impressions).toHaveAttribute('aria-pressed', 'true');
  await impressions.click();
  await expect(impressions).toHaveAttribute('aria-pressed', 'false');
  await expect(points('Impressions')).toHaveCount(0);
  await pointAtLastDay();
  // The chart keeps a hidden line's item in the tooltip, not displayed: read what is shown.
  await expect(tooltip).toContainText('Submitted Email', { useInnerText: true });
  await expect(tooltip).not.toContainText('Impressions', { useInnerText: true });
  await impressions.press('Enter');
  await expect(impressions).toHaveAttribute('aria-pressed', 'true');
  await expect(points('Impressions')).toHaveCount(7);
});

test('ranks the Offer Performance Summary with conversion against impressions', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const offers = section(page, 'Offer Performance Summary').getByTestId('offer-summary').getByRole('listitem');
  await expect(offers).toHaveText([
    'Rank 1Housing Grants3 accepted · 33.3% of impressions',
    'Rank 2Dental Implants1 accepted · 11.1% of impressions',
    'Rank 3Medicare Plans1 accepted · 11.1% of impressions',
  ]);
});

test('breaks the affiliate down by landing version and marks the best converter', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const table = section(page, 'Landing versions').getByRole('table');
  expect(await tableRows(table)).toEqual([
    ['v1 (/)', '5', '2', '40.0%', '1', '20.0%', '1', ...unpricedComparison('5')],
    ['v2 (/v2) Best', '4', '3', '75.0%', '2', '50.0%', '1', ...unpricedComparison('4')],
    ['v3 (/v3)', '0', '0', '0.0%', '0', '0.0%', '0', ...unpricedComparison('0')],
  ]);
});

test('shows accepts, declines and the accept rate of each offer by its page in the sequence', async ({ page }) => {
  await openAffiliate(page, ids.alpha);
  const table = section(page, 'Offer answers by position').getByRole('table');
  expect(await tableRows(table)).toEqual([
    ['Page 1', 'Housing Grants', '3', '1', '75.0%', ...noMoney, '$0.00'],
    ['Page 2', 'Medicare Plans', '1', '1', '50.0%', ...noMoney, '$0.00'],
    ['Page 3', 'Dental Implants', '1', '0', '100.0%', ...noMoney, '$0.00'],
  ]);
});

test('explains capped bars when an affiliate has more emails than impressions', async ({ page }) => {
  await openAffiliate(page, ids.gamma);
  const funnel = section(page, 'Funnel');
  await expect(funnel.getByTestId('funnel-capped-note')).toContainText('Bars are capped at 100%');
  const emailRow = funnel.getByTestId('funnel-row').filter({ hasText: 'Submitted Email' });
  // The label shows what the bar shows: the 100% cap, marked as capped; the count stays exact.
  await expect(emailRow.getByTestId('funnel-count')).toHaveText('3');
  await expect(emailRow.getByTestId('funnel-percentage')).toHaveText('100.0%');
  await expect(emailRow.getByTestId('funnel-capped')).toHaveText('(capped)');
  const barWidth = await emailRow
    .locator('[aria-hidden="true"] > div')
    .evaluate((bar) => (bar as HTMLElement).style.width);
  expect(barWidth).toBe('100%');
});

test('answers which affiliate and which landing version converted best last week', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await page.getByRole('button', { name: 'Update Report' }).click();
  await waitForReport(page);

  const affiliates = section(page, 'Affiliates compared').getByRole('table');
  const alphaRow = affiliates.locator(`tr[data-affiliate-id="${ids.alpha}"]`);
  await expect(alphaRow).toBeVisible();
  expect((await tableRows(affiliates, `tr[data-affiliate-id="${ids.alpha}"]`))[0]?.slice(1)).toEqual([
    '9',
    '5',
    '55.6%',
    '3',
    '33.3%',
    ...unpricedComparison('9'),
  ]);
  expect((await tableRows(affiliates, `tr[data-affiliate-id="${ids.beta}"]`))[0]?.slice(1)).toEqual([
    '12',
    '2',
    '16.7%',
    '2',
    '16.7%',
    ...unpricedComparison('12'),
  ]);
  const order = await affiliates
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-affiliate-id')));
  expect(order.indexOf(ids.alpha)).toBeLessThan(order.indexOf(ids.beta));
  // More emails than visits is a counting gap, not a winning affiliate. (gamma, with 1 visit, is summed in "Other"
  // until every affiliate is shown.)
  await section(page, 'Affiliates compared')
    .getByRole('checkbox', { name: /^Show every affiliate/ })
    .check();
  await expect(affiliates.locator(`tr[data-affiliate-id="${ids.gamma}"]`)).toBeVisible();
  await expect(affiliates.locator(`tr[data-affiliate-id="${ids.gamma}"]`)).not.toContainText('Best');

  await alphaRow.getByRole('link', { name: ids.alpha }).click();
  await waitForReport(page, new RegExp(`affiliateId=${ids.alpha}$`));
  await expect(page).toHaveURL(new RegExp(`affiliateId=${ids.alpha}`));
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue(ids.alpha);
  await expect(section(page, 'Landing versions').locator('tr[data-version="2"]')).toContainText('Best');
  await expect(section(page, 'Affiliates compared')).toHaveCount(0);
});

test('exports the daily table, the offer summary and the version breakdown as CSV equal to the screen', async ({
  page,
}) => {
  await openAffiliate(page, ids.alpha);
  const { startDate, endDate } = lastSevenDays();
  const zoneInName = `${startDate}_to_${endDate}_America-New_York_affiliate-${ids.alpha}.csv`;

  const daily = await downloadCsv(page, 'Download daily CSV');
  expect(daily.filename).toBe(`daily-performance_${zoneInName}`);
  expect(daily.rows[0]?.[0]).toBe('Date (America/New_York)');
  const table = section(page, 'Daily Performance').getByRole('table');
  const screenDays = await table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-date') ?? '',
        ...[...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ]),
    );
  const screenAsCsv = screenDays.map(([date, ...cells]) => [
    date === 'total' ? 'Total' : (date ?? ''),
    ...cells.flatMap(splitCountAndRate),
  ]);
  expect(daily.rows.slice(1)).toEqual(screenAsCsv);

  const offers = await downloadCsv(page, 'Download offers CSV');
  expect(offers.filename).toBe(`offer-summary_${zoneInName}`);
  expect(offers.rows.slice(1)).toEqual([
    ['1', 'Housing Grants', ids.housing, '3', '33.3', startDate, endDate, 'America/New_York', ids.alpha],
    ['2', 'Dental Implants', ids.dental, '1', '11.1', startDate, endDate, 'America/New_York', ids.alpha],
    ['3', 'Medicare Plans', ids.medicare, '1', '11.1', startDate, endDate, 'America/New_York', ids.alpha],
  ]);

  const versions = await downloadCsv(page, 'Download versions CSV');
  expect(versions.filename).toBe(`landing-versions_${zoneInName}`);
  const screenVersions = await tableRows(section(page, 'Landing versions').getByRole('table'));
  expect(versions.rows.slice(1).map((row) => row.slice(0, 9))).toEqual(
    screenVersions.map(([version, impressions, emails, emailRate, thankYou, thankYouRate, downloads]) => [
      (version ?? '').split(' ')[0],
      impressions,
      emails,
      (emailRate ?? '').replace('%', ''),
      // Continued and accepted are in the file only; the screen shows the conversions.
      expect.any(String),
      expect.any(String),
      thankYou,
      (thankYouRate ?? '').replace('%', ''),
      downloads,
    ]),
  );
});

test('keeps the applied filters in the URL across a reload and the Back button', async ({ page }) => {
  await openDashboard(page);
  await waitForReport(page);
  const firstUrl = page.url();
  const { endDate } = lastSevenDays();
  const startDate = addDays({ date: endDate, days: -2 });
  await page.getByLabel('Start date').fill(startDate);
  await page.getByRole('combobox', { name: 'Affiliate', exact: true }).selectOption(ids.beta);
  await expect(page.getByText('Changes not applied yet: press Update Report.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Report' }).click();
  await waitForReport(page, `?startDate=${startDate}&endDate=${endDate}&affiliateId=${ids.beta}`);
  await expect(page).toHaveURL(`/analytics?startDate=${startDate}&endDate=${endDate}&affiliateId=${ids.beta}`);

  await page.reload();
  await waitForReport(page);
  await expect(page.getByLabel('Start date')).toHaveValue(startDate);
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue(ids.beta);
  await expect(section(page, 'Summary').getByTestId('summary-impressions').getByTestId('figure')).toHaveText('12');

  await page.goBack();
  await waitForReport(page, /^\?startDate=[\d-]+&endDate=[\d-]+$/);
  expect(page.url()).toBe(firstUrl);
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue('');
});
