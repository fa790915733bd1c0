import type { Browser, Download, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createAccount, signIn, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import {
  dashboardTitle,
  dimensionRows,
  openDashboard,
  readCsv,
  section,
  waitForReport,
} from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expect, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { guideLinkOf, messagesTo } from './support/outbox.ts';
import { waitForIslands } from './support/page-ready.ts';
import { startPostbackProduct, type PostbackProduct } from './support/postback-product.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { openSignupModal } from './support/signup.ts';

// Attribution as a real browser carries it, with no API call made by the spec: the tracking values of the URL
// a visitor first lands on reach the lead and every figure, export and postback of it. The landing page's
// script never has to forward them: the site's server records them on the first page (the arrival cookie).
// The four arrivals run on a product of the file's own whose postbacks reach a receiver on loopback.

test.use({ userAgent: humanUserAgent });

let operator: Account;
let admin: Account;
let receiver: PostbackReceiver;
let own: PostbackProduct;
const prefix = makePrefix();
const macros = [
  'subid',
  's1',
  's2',
  's3',
  's4',
  's5',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'clickid',
  'event',
];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [operator, admin] = await Promise.all([createAccount('operator'), createAccount('admin')]);
  receiver = await startPostbackReceiver();
  // What a marketer saves under Postbacks: every captured field as a macro, for the signup and each accepted offer.
  const postback = {
    enabled: true,
    urlTemplate: `${receiver.origin}/pb?${macros.map((name) => `${name}={${name}}`).join('&')}`,
    events: ['email_submitted', 'offer_accepted'],
    clickIdSource: 'auto',
  };
  own = await startPostbackProduct({ postbackSettings: { defaultPostback: postback, affiliates: [] } });
});

test.afterAll(async () => {
  await own?.stop();
  await receiver?.close();
});

/** Every tracking value of one arrival, under the product's own names. */
function ownNames(affiliateId: string, tag: string) {
  return {
    affiliateId,
    subId: `sub-${tag}`,
    s1: `one-${tag}`,
    s2: `two-${tag}`,
    s3: `three-${tag}`,
    s4: `four-${tag}`,
    s5: `five-${tag}`,
    utm_source: `source-${tag}`,
    utm_medium: 'cpc',
    utm_campaign: `campaign-${tag}`,
    utm_content: 'hero',
    utm_term: 'senior discounts',
    gclid: `GCL-${tag}`,
  };
}

/** What each report dimension shows for that arrival. */
function dimensionValues(values: ReturnType<typeof ownNames>, version: number): Record<string, string> {
  const { affiliateId, subId, gclid: _gclid, ...rest } = values;
  return { affiliate: affiliateId, sub_id: subId, ...rest, click_source: 'google', landing_version: String(version) };
}

async function signUpOn(page: Page, version: number, email: string) {
  await waitForIslands(page);
  const form = version === 3 ? page.locator('#signup') : await openSignupModal(page);
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/continue-registration'));
}

/** Accepts the first offer, declines the rest, and waits for the thank-you page. */
async function answerOffers(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('article').getByRole('link').click();
  await (await popup).close();
  for (let index = 1; index < 7; index += 1)
    await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
}

/** The guide email's link, opened on another device: the download page, and its download. */
async function returnThroughTheEmail(browser: Browser, email: string) {
  await expect.poll(async () => (await messagesTo(email, own.outboxDir)).length, { timeout: 30_000 }).toBe(1);
  const link = guideLinkOf((await messagesTo(email, own.outboxDir))[0]?.text);
  expect(link, 'the guide email links to the download page').not.toBeNull();
  const phone = await browser.newContext({
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' },
  });
  const page = await phone.newPage();
  await page.goto(`${own.siteUrl}${link ?? '/'}`);
  await expect(page).toHaveURL(/\/ebook-download\?/);
  const pdf = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await (await pdf).close();
  await phone.close();
}

/** A staff member signed in on one origin (the shared product's, or the file's own). */
async function staffPage(browser: Browser, account: Account, siteUrl?: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: humanUserAgent });
  if (siteUrl === undefined) {
    await signIn(context, account);
  } else {
    await useOwnAddress(context);
    expect((await context.request.post(`${siteUrl}/api/auth/login`, { data: account })).status()).toBe(200);
  }
  return context.newPage();
}

async function openOwnDashboard(page: Page, siteUrl: string | undefined, search = '') {
  if (siteUrl === undefined) return openDashboard(page, search);
  await page.goto(`${siteUrl}/analytics${search}`);
  await expect(page.getByRole('heading', { level: 1, name: dashboardTitle })).toBeVisible();
}

/** The dashboard of one affiliate, as the operator opens it, for its "By dimension" section. */
async function openAffiliateDashboard(page: Page, affiliate: string, siteUrl?: string) {
  await openOwnDashboard(page, siteUrl, `?affiliateId=${encodeURIComponent(affiliate)}`);
  await waitForReport(page);
}

/** The "By dimension" table once the operator picks the dimension in its select, on the page already open. */
async function dimensionTable(page: Page, dimension: string) {
  const breakdown = section(page, 'By dimension');
  await breakdown.getByRole('combobox', { name: 'Dimension' }).selectOption(dimension);
  return breakdown.getByTestId('dimension-table');
}

async function readJsonDownload(download: Download): Promise<Record<string, unknown>> {
  return JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as Record<string, unknown>;
}

const arrivals = [
  { name: 'landing v1', path: '/', version: 1 },
  { name: 'landing v2', path: '/v2', version: 2 },
  { name: 'landing v3', path: '/v3', version: 3 },
  // Lands on a partner's offer page, then signs up on `/` with nothing in its URL: the first page's values count.
  { name: 'an offer landing page', path: '/offer-landing/emergency-pendant', version: 1 },
] as const;

for (const arrival of arrivals) {
  test(`from ${arrival.name}, every value of the landing URL reaches the lead, every report, the export and the postbacks`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = `${arrival.version}${arrival.path.length}`;
    const values = ownNames(`${prefix}-cap${tag}`, tag);
    const email = uniqueEmail('capture');
    await stubPartnerSites(context);

    // The first page's visit is recorded before the visitor moves on, as a person reading the page would let it.
    const visitRecorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/track-visit') && response.ok(),
    );
    await page.goto(`${own.siteUrl}${arrival.path}?${new URLSearchParams(values)}`);
    await visitRecorded;
    if (arrival.path.startsWith('/offer-landing/')) {
      // The page's way back keeps every tracking value, utm included.
      const back = page.getByRole('link', { name: 'Back to your guide' });
      await expect
        .poll(async () =>
          Object.fromEntries(new URL((await back.getAttribute('href')) ?? '/', 'http://x').searchParams),
        )
        .toMatchObject(values);
      await page.goto(`${own.siteUrl}/`);
    }
    await signUpOn(page, arrival.version, email);
    await answerOffers(page);
    // Every internal link so far kept every value: the thank-you page's address has them all.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(values);
    await returnThroughTheEmail(browser, email);

    // The operator's report by every dimension: one impression, email, continued, accepted offer, thank-you and download.
    const dashboard = await staffPage(browser, operator, own.siteUrl);
    const expected = dimensionValues(values, arrival.version);
    // Every dimension for the first arrival; the others take the same path after the first page, so a few of each kind.
    const checked =
      arrival.version === 1 && arrival.path === '/'
        ? Object.keys(expected)
        : ['affiliate', 'sub_id', 's4', 'utm_campaign', 'click_source', 'landing_version'];
    await openAffiliateDashboard(dashboard, values.affiliateId, own.siteUrl);
    for (const [dimension, value] of Object.entries(expected).filter(([name]) => checked.includes(name))) {
      const table = await dimensionTable(dashboard, dimension);
      await expect
        .poll(() => dimensionRows(table, 'tbody tr'), { message: dimension })
        .toEqual([[value, '1', '1', '1', '1', '1', '1']]);
    }
    const csv = await Promise.all([
      dashboard.waitForEvent('download'),
      dashboard.getByRole('button', { name: 'Download dimension CSV' }).click(),
    ]).then(([download]) => readCsv(download));
    expect(csv.rows[1]?.slice(0, 3)).toEqual([expected.landing_version, '1', '1']);
    await dashboard.context().close();

    // The person's export (an admin's) holds every value on the entry.
    const adminPage = await staffPage(browser, admin, own.siteUrl);
    await openOwnDashboard(adminPage, own.siteUrl);
    await waitForReport(adminPage);
    await adminPage.getByLabel('Email address').fill(email);
    const exportDownload = adminPage.waitForEvent('download');
    await adminPage.getByLabel('Email address').press('Enter');
    const exported = await readJsonDownload(await exportDownload);
    const { affiliateId, subId, s1, s2, s3, ...campaign } = values;
    expect(exported.entry).toMatchObject({ affiliateId, subId, s1, s2, s3, campaign });
    await adminPage.context().close();

    // The postbacks the traffic source received: the signup and the accepted offer, every macro filled.
    const received = () => receiver.received.filter((url) => url.searchParams.get('subid') === values.subId);
    await expect
      .poll(
        () =>
          received()
            .map((url) => url.searchParams.get('event'))
            .sort(),
        { timeout: 60_000 },
      )
      .toEqual(['email_submitted', 'offer_accepted']);
    const { affiliateId: _a, subId: subid, ...rest } = values;
    for (const url of received())
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ subid, ...rest, clickid: values.gclid });
  });
}

test("a link in an affiliate network's own parameter names attributes the same way", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const affiliateId = `${makePrefix()}-net`;
  await stubPartnerSites(context);
  // HasOffers/Everflow-style names: aff_id, sub1…sub5, transaction_id.
  await page.goto(
    `/?${new URLSearchParams({ aff_id: affiliateId, sub_id: 'net-sub', sub1: 'n1', sub2: 'n2', sub3: 'n3', sub4: 'n4', sub5: 'n5', transaction_id: 'TX-42', utm_source: 'network' })}`,
  );
  await signUpOn(page, 1, uniqueEmail('network'));
  await answerOffers(page);

  const dashboard = await staffPage(browser, operator);
  await openAffiliateDashboard(dashboard, affiliateId);
  for (const [dimension, value] of [
    ['sub_id', 'net-sub'],
    ['s1', 'n1'],
    ['s3', 'n3'],
    ['s5', 'n5'],
    ['utm_source', 'network'],
    ['click_source', 'network'],
  ] as const) {
    const table = await dimensionTable(dashboard, dimension);
    await expect
      .poll(() => dimensionRows(table, 'tbody tr'), { message: dimension })
      .toEqual([[value, '1', '1', '1', '1', '1', '0']]);
  }
  await dashboard.context().close();
});
