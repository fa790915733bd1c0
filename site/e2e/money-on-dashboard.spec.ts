import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { downloadCsv, section, tableRows, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { stubPartnerSites } from './support/funnel-visitor.ts';
import { product, uniqueEmail } from './support/product.ts';
import { startTimeTravelProduct, type TimeTravelProduct } from './support/time-travel-product.ts';

// Money from the CMS to the dashboard: a marketer gives Medicare Plans a price in the CMS and its own
// affiliate a payout, a visitor of that affiliate signs up and accepts Medicare Plans through the pages, and
// the operator reads the revenue, payout, profit, ROI and EPC on /analytics, in the report by dimension and its
// CSV too. The prices start in 2030 and the spec's own tracker lives then (its clock is set), so no other spec's
// figures ever earn anything.

const ports = { tracker: 4851, clock: 4852, site: 4853 };
const affiliateId = `money-${Date.now().toString(36)}`;
const priceStart = '2030-01-01T00:00:00.000Z';
const conversionDay = '2030-06-03';

let timeTravel: TimeTravelProduct;
let marketer: Account;
let operator: Account;
let restoreMedicare: () => Promise<void> = async () => undefined;
let restorePayouts: () => Promise<void> = async () => undefined;

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: humanUserAgent });

/** The tracker's key to the CMS, kept by the global setup in the shared data folder. */
function postbackKey(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through the root playwright.config.ts');
  const { postbackKey: key } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    postbackKey: string;
  };
  return key;
}

async function cmsCall(token: string, route: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${product.cmsUrl}/api${route}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

async function signInToCms(account: Account): Promise<string> {
  const response = await fetch(`${product.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  marketer = await createAccount('marketer');
  operator = await createAccount('operator');
  timeTravel = await startTimeTravelProduct(ports, { trackerEnv: { TRACKER_CMS_POSTBACK_KEY: postbackKey() } });
});

test.afterAll(async () => {
  await restoreMedicare();
  await restorePayouts();
  await timeTravel?.stop();
});

async function medicareOffer(token: string): Promise<{ id: string; prices: unknown[] }> {
  const { docs } = (await cmsCall(token, '/offers?where[slug][equals]=medicare&depth=0&limit=1')) as {
    docs: { id: string; prices?: unknown[] | null }[];
  };
  const [doc] = docs;
  if (!doc) throw new Error('No medicare offer in the CMS');
  return { id: doc.id, prices: doc.prices ?? [] };
}

/** The marketer adds a price period to Medicare Plans and publishes it (the offer's "What the partner pays"). */
async function setMedicarePrice(): Promise<void> {
  const token = await signInToCms(marketer);
  const before = await medicareOffer(token);
  restoreMedicare = async () => {
    await cmsCall(product.adminToken, `/offers/${before.id}`, {
      method: 'PATCH',
      body: { prices: before.prices, _status: 'published' },
    });
  };
  await cmsCall(token, `/offers/${before.id}`, {
    method: 'PATCH',
    body: {
      prices: [...before.prices, { effectiveFrom: priceStart, currency: 'USD', perAcceptedOffer: 12.5 }],
      _status: 'published',
    },
  });
  const after = await medicareOffer(token);
  expect(after.prices.at(-1)).toMatchObject({ perAcceptedOffer: 12.5, currency: 'USD' });
}

test('a price a marketer sets in the CMS reaches the operator as money on the dashboard', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await setMedicarePrice();
  // The affiliate's payout, from 2030 on: 1.25 a signup, 2.00 an accepted offer.
  const token = await signInToCms(marketer);
  const payouts = await cmsCall(token, '/globals/affiliate-payouts?depth=0');
  restorePayouts = async () => {
    await cmsCall(product.adminToken, '/globals/affiliate-payouts', {
      method: 'POST',
      body: { default: payouts.default ?? {}, affiliates: payouts.affiliates ?? [] },
    });
  };
  await cmsCall(token, '/globals/affiliate-payouts', {
    method: 'POST',
    body: {
      default: payouts.default ?? {},
      affiliates: [
        ...((payouts.affiliates as unknown[] | undefined) ?? []),
        { affiliateId, periods: [{ effectiveFrom: priceStart, currency: 'USD', signup: 1.25, acceptedOffer: 2 }] },
      ],
    },
  });

  // A visitor of that affiliate, on 3 June 2030, signs up and accepts Medicare Plans (page 2), declining the rest.
  await timeTravel.setClock(`${conversionDay}T15:00:00Z`);
  const visitor = await browser.newContext({ baseURL: timeTravel.siteUrl, userAgent: humanUserAgent });
  await useOwnAddress(visitor);
  await stubPartnerSites(visitor);
  const visit = await visitor.newPage();
  await visit.goto(`/?affiliateId=${affiliateId}`);
  const email = uniqueEmail('money');
  await visit.locator('[data-open-signup]').first().click();
  const dialog = visit.getByRole('dialog', { name: 'Senior Savings Guide Signup' });
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await visit.waitForURL(/\/continue-registration\?/);
  const offer = visit.getByRole('article');
  for (let page = 1; page <= 7; page += 1) {
    await expect(visit.getByText(`Offer ${page} of 7`, { exact: true })).toBeVisible();
    if (page === 2) {
      await expect(offer.getByRole('heading', { level: 2 })).toHaveText('Medicare Plans');
      const popup = visit.waitForEvent('popup');
      await offer.getByRole('link').click();
      await (await popup).close();
    } else {
      await offer.getByRole('button', { name: 'No thanks' }).click();
    }
  }
  await visit.waitForURL((url) => url.pathname === '/thank-you');
  await visitor.close();

  // The operator reads that day's money for the affiliate.
  await useOwnAddress(page.context());
  const login = await page.context().request.post(`${timeTravel.siteUrl}/api/auth/login`, { data: operator });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${timeTravel.siteUrl}/analytics?startDate=2030-06-01&endDate=2030-06-07&affiliateId=${affiliateId}`);
  await waitForReport(page);
  const money = (card: string) => section(page, 'Summary').getByTestId(`summary-${card}`).getByTestId('figure');
  await expect(money('revenue')).toHaveText('$12.50');
  await expect(money('payout')).toHaveText('$3.25');
  await expect(money('profit')).toHaveText('$9.25');
  await expect(money('roi')).toHaveText('284.6%');
  await expect(money('epc')).toHaveText('$12.50');
  await expect(money('revenue-per-signup')).toHaveText('$12.50');

  const days = await tableRows(section(page, 'Daily Performance').getByRole('table'));
  const day = days.find((cells) => cells[0]?.startsWith(conversionDay));
  expect(day?.slice(-3)).toEqual(['$12.50', '$3.25', '$9.25']);
  await expect
    .poll(async () =>
      (await tableRows(section(page, 'Offer answers by position').getByRole('table'))).find(
        (cells) => cells[1] === 'Medicare Plans',
      ),
    )
    .toEqual(['Page 2', 'Medicare Plans', '1', '0', '100.0%', '$12.50', '$2.00', '$10.50', '$12.50']);

  // The report by dimension gives the affiliate's row the same money, on the page and in its CSV.
  const dimensionTable = section(page, 'By dimension').getByTestId('dimension-table');
  const affiliateRow = dimensionTable.locator(`tbody tr[data-value="${affiliateId}"]`);
  const moneyCell = (column: string) => affiliateRow.locator(`td[data-column="${column}"] [data-testid="money"]`);
  await expect(moneyCell('revenueCents')).toHaveText('$12.50');
  await expect(moneyCell('payoutCents')).toHaveText('$3.25');
  await expect(moneyCell('profitCents')).toHaveText('$9.25');
  await expect(moneyCell('roi')).toHaveText('284.6%');
  await expect(moneyCell('epcCents')).toHaveText('$12.50');
  await expect(moneyCell('revenuePerSignupCents')).toHaveText('$12.50');
  const csv = await downloadCsv(page, 'Download dimension CSV');
  const header = csv.rows[0] ?? [];
  const row = csv.rows.find((cells) => cells[0] === affiliateId) ?? [];
  const cell = (name: string) => row[header.indexOf(name)];
  expect([cell('Revenue (USD)'), cell('Payout (USD)'), cell('Profit (USD)'), cell('ROI (%)')]).toEqual([
    '12.50',
    '3.25',
    '9.25',
    '284.6',
  ]);
  expect([cell('EPC (USD)'), cell('Revenue per signup (USD)')]).toEqual(['12.5000', '12.5000']);
});
