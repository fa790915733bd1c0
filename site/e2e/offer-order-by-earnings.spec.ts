import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatDollars } from '@seniorguide/funnel';
import { createAccount, useOwnAddress } from './support/analytics-accounts.ts';
import { tableRows, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { randomVisitorAddress, stubPartnerSites, uniqueEmail } from './support/funnel-visitor.ts';
import { startOfferOrderProduct, type OfferOrderProduct } from './support/offer-order-product.ts';
import { product } from './support/product.ts';

// With the CMS's Offer order set to "by earnings" for both flows, each visitor's offer pages come in the order
// the tracker chose and recorded for their entry (the answer to the page's offer-order call): one offer a page in
// the sequential flow, the categories of the list flow. A visitor whose order differs from the fixed one is
// looked for among a few (a share of visitors keeps the fixed order to compare, and an order may come out fixed).
// An offer with a disclaimer shows it wherever it comes. Then a visitor accepts an offer ($10 at the stand-in's
// price) and the operator reads the comparison on the dashboard's offer-order panel: each order's visitors of the
// sequential flow, accepted offers, revenue and revenue per visitor, and the verdict.

type OrderCall = { fixed: string[]; order: string[]; arm: string };
type OfferText = { title: string; disclaimer: string | null };

let shop: OfferOrderProduct;
let offerTexts: Map<string, OfferText>;
/** The arm of every visitor of the sequential flow so far, as the tracker answered. */
const sequentialArms: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: humanUserAgent });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  shop = await startOfferOrderProduct({ mode: 'earnings' });
  const response = await fetch(`${product.cmsUrl}/api/offers?depth=0&limit=100`, {
    headers: { authorization: `JWT ${product.adminToken}` },
  });
  const { docs } = (await response.json()) as { docs: (OfferText & { slug: string })[] };
  offerTexts = new Map(
    docs.map(({ slug, title, disclaimer }) => [slug, { title, disclaimer: disclaimer?.trim() || null }]),
  );
});

const textOf = (offerId: string): OfferText => {
  const text = offerTexts.get(offerId);
  if (!text) throw new Error(`no offer ${offerId} in the CMS`);
  return text;
};

test.afterAll(async () => {
  await shop?.stop();
});

/** A new visitor signed up on the spec's site, on `path`, with the tracker's answer to the offer-order call. */
async function arriveOn(browser: Browser, path: string): Promise<{ page: Page; call: OrderCall }> {
  const context = await browser.newContext({ baseURL: shop.siteUrl, userAgent: humanUserAgent });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomVisitorAddress() });
  await stubPartnerSites(context);
  const page = await context.newPage();
  const email = uniqueEmail('offer-order');
  const signup = await page.request.post('/api/waitlist', { data: { version: 1, email } });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const { entry } = (await signup.json()) as { entry: { id: number } };
  await page.goto('/this-page-sets-storage-only');
  await page.evaluate(
    ({ id, address }) => {
      localStorage.setItem('waitlistId', String(id));
      localStorage.setItem('userEmail', address);
      localStorage.setItem('waitlistEmail', address);
    },
    { id: entry.id, address: email },
  );
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/waitlist\/\d+\/offer-order$/.test(response.url()),
    { timeout: 15_000 },
  );
  await page.goto(path);
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const { offerIds } = response.request().postDataJSON() as { offerIds: string[] };
  const { order, arm } = (await response.json()) as { order: string[]; arm: string };
  if (path === '/continue-registration') sequentialArms.push(arm);
  return { page, call: { fixed: offerIds, order, arm } };
}

/** Visitors until one is shown an order other than the fixed one (at most five). */
async function visitorWithNewOrder(browser: Browser, path: string) {
  for (let visitor = 1; visitor <= 5; visitor += 1) {
    const arrival = await arriveOn(browser, path);
    if (arrival.call.order.join() !== arrival.call.fixed.join()) return arrival;
    await arrival.page.context().close();
  }
  throw new Error('five visitors in a row were shown the fixed order');
}

test('the sequential flow shows one offer a page in the order the tracker recorded for the entry', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { page, call } = await visitorWithNewOrder(browser, '/continue-registration');
  expect(call.arm).toBe('earnings');
  const offer = page.getByRole('article');
  for (const [index, offerId] of call.order.entries()) {
    await expect(page.getByText(`Offer ${index + 1} of ${call.order.length}`, { exact: true })).toBeVisible();
    const { title, disclaimer } = textOf(offerId);
    await expect(offer.getByRole('heading', { level: 2 })).toHaveText(title);
    if (disclaimer) await expect(offer).toContainText(disclaimer);
    await offer.getByRole('button', { name: 'No thanks' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/thank-you');
  await page.context().close();
});

test('the list flow shows its categories in the order the tracker recorded for the entry', async ({ browser }) => {
  test.setTimeout(60_000);
  const { page, call } = await visitorWithNewOrder(browser, '/continue-registration-2');
  expect(call.arm).toBe('earnings');
  const categories = page.getByRole('list', { name: /./ }).getByRole('button');
  await expect(categories.first()).toBeEnabled();
  await expect(categories).toHaveCount(call.order.length);
  for (const [index, offerId] of call.order.entries())
    await expect(categories.nth(index)).toContainText(textOf(offerId).title);
  const disclaimers = page.getByRole('region', { name: 'About these offers' }).getByRole('paragraph');
  const withDisclaimer = call.order.filter((offerId) => textOf(offerId).disclaimer);
  for (const [index, offerId] of withDisclaimer.entries())
    await expect(disclaimers.nth(index)).toContainText(textOf(offerId).disclaimer ?? '');
  await page.context().close();
});

test('the operator reads each order’s visitors, accepted offers and revenue on the offer-order panel', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const { page: visit, call } = await arriveOn(browser, '/continue-registration');
  const offer = visit.getByRole('article');
  for (const index of call.order.keys()) {
    await expect(visit.getByText(`Offer ${index + 1} of ${call.order.length}`, { exact: true })).toBeVisible();
    if (index === 1) {
      const popup = visit.waitForEvent('popup');
      await offer.getByRole('link').click();
      await (await popup).close();
    } else await offer.getByRole('button', { name: 'No thanks' }).click();
  }
  await visit.waitForURL((url) => url.pathname === '/thank-you');
  await visit.context().close();

  const operator = await createAccount('operator');
  await useOwnAddress(page.context());
  const login = await page.context().request.post(`${shop.siteUrl}/api/auth/login`, { data: operator });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${shop.siteUrl}/analytics`);
  await waitForReport(page);
  const panel = page.getByTestId('offer-order-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Offer order: by earnings against the fixed order');
  await expect(panel.getByRole('combobox', { name: 'Flow' })).toHaveValue('sequential');
  const expectedRow = (arm: 'earnings' | 'fixed', name: string) => {
    const visitors = sequentialArms.filter((given) => given === arm).length;
    const revenueCents = call.arm === arm ? 1000 : 0;
    return [
      name,
      String(visitors),
      call.arm === arm ? '1' : '0',
      formatDollars(revenueCents),
      visitors > 0 ? formatDollars(revenueCents / visitors, { precise: true }) : '—',
    ];
  };
  const table = panel.getByRole('table', { name: 'By earnings against the fixed order' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Order',
    'Visitors',
    'Offers accepted',
    'Revenue',
    'Revenue per visitor',
    'Chance of being best',
    'Expected loss',
  ]);
  await expect
    .poll(async () => (await tableRows(table)).map((cells) => cells.slice(0, 5)))
    .toEqual([expectedRow('fixed', 'Fixed order'), expectedRow('earnings', 'By earnings')]);
  await expect(panel.getByTestId('offer-order-verdict')).toHaveText(/^(Keep going|Winner)/);
  await expect(panel.getByTestId('offer-order-setting')).toContainText('This flow is set to "by earnings" since');
});
