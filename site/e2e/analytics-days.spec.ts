import { expect, test, type Page } from '@playwright/test';
import { useOwnAddress } from './support/analytics-accounts.ts';
import { affiliates, autumn, seedDays, spring } from './support/analytics-days-dataset.ts';
import {
  dashboardTitle,
  downloadCsv,
  section,
  splitCountAndRate,
  noMoney,
  tableRows,
  unpricedComparison,
  waitForReport,
} from './support/analytics-page.ts';
import { product } from './support/product.ts';
import { startTimeTravelProduct, type TimeTravelProduct } from './support/time-travel-product.ts';

// Every figure of the dashboard against activity seeded on chosen Eastern days (support/analytics-days-dataset.ts)
// through the real API of a product whose tracker clock the spec sets: midnight on both sides, the
// clock changes of spring and autumn, two affiliates, three landing versions, and activity just outside each range.

/**
 * What the operator must read. Daily rates are of that row's emails; funnel, version, affiliate and offer
 * rates are of impressions. `all` and `north` cover 2025-03-07 … 2025-03-11 (spring forward on the 9th);
 * `autumn` covers 2025-11-01 … 2025-11-03 (fall back on the 2nd).
 */
const expected = {
  all: {
    cards: {
      impressions: '15',
      emails: '5',
      offers: '4',
      offersDetail: '80.0% of email submits, one per offer taken',
      downloads: '2',
      downloadsDetail: '40.0% of email submits',
      bots: '1',
    },
    funnel: [
      ['Impressions', '15', '100.0%'],
      ['Submitted Email', '5', '33.3%'],
      ['Accepted Offer: Housing Grants', '3', '20.0%'],
      ['Accepted Offer: Medicare Plans', '1', '6.7%'],
      ['Reached Thank You Page', '3', '20.0%'],
      ['Ebook Downloaded', '2', '13.3%'],
    ],
    //  date          impressions emails continued     accepted      downloads
    days: [
      ['2025-03-07', '2', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['2025-03-08', '1', '1', '1 (100.0%)', '1 (100.0%)', '1 (100.0%)'],
      ['2025-03-09', '7', '3', '2 (66.7%)', '2 (66.7%)', '1 (33.3%)'],
      ['2025-03-10', '1', '1', '1 (100.0%)', '1 (100.0%)', '0 (0.0%)'],
      ['2025-03-11', '4', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['Total', '15', '5', '4 (80.0%)', '4 (80.0%)', '2 (40.0%)'],
    ],
    //  version          impressions emails rate  thank-you rate  downloads
    versions: [
      ['v1 (/)', '6', '2', '33.3%', '1', '16.7%', '0'],
      ['v2 (/v2) Best', '3', '2', '66.7%', '2', '66.7%', '2'],
      ['v3 (/v3)', '6', '1', '16.7%', '0', '0.0%', '0'],
    ],
    offerSummary: [
      'Rank 1Housing Grants3 accepted · 20.0% of impressions',
      'Rank 2Medicare Plans1 accepted · 6.7% of impressions',
    ],
    //  page      offer             accepts declines accept rate
    offerPositions: [
      ['Page 1', 'Housing Grants', '3', '1', '75.0%'],
      ['Page 2', 'Medicare Plans', '1', '0', '100.0%'],
    ],
    //  affiliate            impressions emails rate thank-you rate
    affiliates: [
      [`${affiliates.north} Best`, '6', '3', '50.0%', '2', '33.3%'],
      [affiliates.south, '9', '2', '22.2%', '1', '11.1%'],
    ],
  },
  north: {
    cards: {
      impressions: '6',
      emails: '3',
      offers: '2',
      offersDetail: '66.7% of email submits, one per offer taken',
      downloads: '1',
      downloadsDetail: '33.3% of email submits',
      bots: '0',
    },
    funnel: [
      ['Impressions', '6', '100.0%'],
      ['Submitted Email', '3', '50.0%'],
      ['Accepted Offer: Housing Grants', '2', '33.3%'],
      ['Reached Thank You Page', '2', '33.3%'],
      ['Ebook Downloaded', '1', '16.7%'],
    ],
    days: [
      ['2025-03-07', '2', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['2025-03-08', '1', '1', '1 (100.0%)', '1 (100.0%)', '1 (100.0%)'],
      ['2025-03-09', '2', '1', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['2025-03-10', '1', '1', '1 (100.0%)', '1 (100.0%)', '0 (0.0%)'],
      ['2025-03-11', '0', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['Total', '6', '3', '2 (66.7%)', '2 (66.7%)', '1 (33.3%)'],
    ],
    versions: [
      ['v1 (/)', '3', '1', '33.3%', '1', '33.3%', '0'],
      ['v2 (/v2) Best', '1', '1', '100.0%', '1', '100.0%', '1'],
      ['v3 (/v3)', '2', '1', '50.0%', '0', '0.0%', '0'],
    ],
  },
  autumn: {
    cards: {
      impressions: '8',
      emails: '3',
      offers: '1',
      offersDetail: '33.3% of email submits, one per offer taken',
      downloads: '1',
      downloadsDetail: '33.3% of email submits',
      bots: '0',
    },
    funnel: [
      ['Impressions', '8', '100.0%'],
      ['Submitted Email', '3', '37.5%'],
      ['Accepted Offer: Housing Grants', '1', '12.5%'],
      ['Reached Thank You Page', '1', '12.5%'],
      ['Ebook Downloaded', '1', '12.5%'],
    ],
    days: [
      ['2025-11-01', '1', '1', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['2025-11-02', '6', '2', '2 (100.0%)', '1 (50.0%)', '1 (50.0%)'],
      ['2025-11-03', '1', '0', '0 (0.0%)', '0 (0.0%)', '0 (0.0%)'],
      ['Total', '8', '3', '2 (66.7%)', '1 (33.3%)', '1 (33.3%)'],
    ],
    versions: [
      ['v1 (/)', '4', '2', '50.0%', '0', '0.0%', '0'],
      ['v2 (/v2)', '3', '0', '0.0%', '0', '0.0%', '0'],
      ['v3 (/v3) Best', '1', '1', '100.0%', '1', '100.0%', '1'],
    ],
  },
};

type View = (typeof expected)['north'];
type Range = typeof spring;

// Its own ports (48xx), so it never meets another spec's servers.
const ports = { tracker: 4811, clock: 4812, site: 4813 };
let timeTravel: TimeTravelProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  timeTravel = await startTimeTravelProduct(ports);
  await seedDays(timeTravel);
  // Back to the real time, so the operator's sign-in happens today.
  await timeTravel.setClock(new Date().toISOString());
});

test.afterAll(async () => {
  await timeTravel?.stop();
});

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
  const response = await context.request.post(`${timeTravel.siteUrl}/api/auth/login`, {
    data: { email: product.adminEmail, password: product.adminPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
});

async function openRange(page: Page, range: Range, affiliateId?: string): Promise<void> {
  const query = new URLSearchParams({ ...range, ...(affiliateId ? { affiliateId } : {}) });
  await page.goto(`${timeTravel.siteUrl}/analytics?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: dashboardTitle })).toBeVisible();
  await waitForReport(page, `?${query}`);
}

async function expectCards(page: Page, cards: View['cards']): Promise<void> {
  const summary = section(page, 'Summary');
  await expect(summary.getByTestId('summary-impressions').getByTestId('figure')).toHaveText(cards.impressions);
  await expect(summary.getByTestId('summary-emails').getByTestId('figure')).toHaveText(cards.emails);
  await expect(summary.getByTestId('summary-offers').getByTestId('figure')).toHaveText(cards.offers);
  await expect(summary.getByTestId('summary-offers').getByTestId('detail')).toHaveText(cards.offersDetail);
  await expect(summary.getByTestId('summary-downloads').getByTestId('figure')).toHaveText(cards.downloads);
  await expect(summary.getByTestId('summary-downloads').getByTestId('detail')).toHaveText(cards.downloadsDetail);
  await expect(summary.getByTestId('bot-traffic')).toContainText(`Bot visits: ${cards.bots}`);
}

async function readFunnel(page: Page): Promise<string[][]> {
  return section(page, 'Funnel')
    .getByTestId('funnel-row')
    .evaluateAll((items) =>
      items.map((item) =>
        ['funnel-label', 'funnel-count', 'funnel-percentage'].map(
          (id) => item.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
        ),
      ),
    );
}

/** Daily Performance as [date, …cells], the date from each row's data-date, 'Total' for the footer. */
async function readDays(page: Page): Promise<string[][]> {
  const table = section(page, 'Daily Performance').getByRole('table');
  const days = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date') ?? ''));
  const cells = await tableRows(table, 'tbody tr, tfoot tr');
  return cells.map((row, index) => [days[index] ?? 'Total', ...row.slice(1)]);
}

// No price is in force on these days: each row's money cells show none.
const unpricedDays = (days: readonly string[][]) => days.map((row) => [...row, ...noMoney]);
const unpricedRows = (rows: readonly string[][]) => rows.map((row) => [...row, ...unpricedComparison(row[1])]);

async function expectView(page: Page, view: View): Promise<void> {
  await expectCards(page, view.cards);
  expect(await readFunnel(page)).toEqual(view.funnel);
  expect(await readDays(page)).toEqual(unpricedDays(view.days));
  expect(await tableRows(section(page, 'Landing versions').getByRole('table'))).toEqual(unpricedRows(view.versions));
}

test('shows every figure of five Eastern days across midnight and the spring-forward change, for all affiliates', async ({
  page,
}) => {
  await openRange(page, spring);
  await expectView(page, expected.all);
  await expect(
    section(page, 'Offer Performance Summary').getByTestId('offer-summary').getByRole('listitem'),
  ).toHaveText(expected.all.offerSummary);
  // Each of these sections loads its own report: read them once they have it, not as they first render.
  await expect
    .poll(() => tableRows(section(page, 'Offer answers by position').getByRole('table')))
    .toEqual(expected.all.offerPositions.map((row) => [...row, ...noMoney, '$0.00']));
  await expect
    .poll(() => tableRows(section(page, 'Affiliates compared').getByRole('table')))
    .toEqual(unpricedRows(expected.all.affiliates));
});

test('counts the night the clocks fall back once, on the Eastern day each visit happened', async ({ page }) => {
  await openRange(page, autumn);
  await expectView(page, expected.autumn);
});

test('shows every figure of one affiliate over the same days when the link filters by it', async ({ page }) => {
  await openRange(page, spring, affiliates.north);
  await expect(page.getByRole('combobox', { name: 'Affiliate', exact: true })).toHaveValue(affiliates.north);
  await expectView(page, expected.north);
});

test('exports the daily CSV with the same Eastern days and counts', async ({ page }) => {
  await openRange(page, spring);
  const daily = await downloadCsv(page, 'Download daily CSV');
  expect(daily.filename).toBe(`daily-performance_${spring.startDate}_to_${spring.endDate}_America-New_York.csv`);
  expect(daily.rows[0]?.[0]).toBe('Date (America/New_York)');
  expect(daily.rows.slice(1)).toEqual(
    unpricedDays(expected.all.days).map(([date, ...cells]) => [date ?? '', ...cells.flatMap(splitCountAndRate)]),
  );
});
