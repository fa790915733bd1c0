import type { Download, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  googleAdsConversionColumns,
  googleAdsConversionNames,
  metaConversionEventNames,
  type MetaServerEvent,
} from '@seniorguide/contracts';
import { ANALYTICS_TIMEZONE } from '@seniorguide/funnel';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expect, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { waitForIslands } from './support/page-ready.ts';
import { openSignupModal } from './support/signup.ts';

// Conversions back to the ad platforms, through the pages only: a visitor arrives from an ad with a Google and
// a Meta click id, signs up and accepts an offer; the operator downloads Google Ads' click-conversion CSV and
// Meta's Conversions API events from the dashboard, and both carry that visitor's click.

test.use({ userAgent: humanUserAgent });

let operator: Account;

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

/** Accepts the first offer of the sequence, declines the others, and waits for the thank-you page. */
async function acceptFirstOffer(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('article').getByRole('link').click();
  await (await popup).close();
  for (let index = 1; index < 7; index += 1)
    await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
}

async function downloadFrom(page: Page, buttonName: string): Promise<{ filename: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return { filename: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test("the operator's Google Ads and Meta files carry the click ids of a visitor who came from those ads", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = makePrefix();
  const gclid = `Cj0KCQ-${tag}_G`;
  const fbclid = `IwAR-${tag}_aem_F`;
  const email = uniqueEmail('ad-click');
  await stubPartnerSites(context);

  // The visitor: an ad's landing URL, the signup modal, the offers.
  await page.goto(`/?${new URLSearchParams({ gclid, fbclid, utm_source: 'ads', utm_medium: 'cpc' })}`);
  await waitForIslands(page);
  const form = await openSignupModal(page);
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/continue-registration'));
  await acceptFirstOffer(page);

  // The operator, on the dashboard's default view (the last 7 days, today included).
  const staff = await browser.newContext({ userAgent: humanUserAgent });
  await signIn(staff, operator);
  const dashboard = await staff.newPage();
  await openDashboard(dashboard);
  await waitForReport(dashboard);
  const panel = section(dashboard, 'Conversions for ad platforms');
  await expect(panel.getByRole('button', { name: 'Download Google Ads conversions' })).toBeVisible();

  const google = await downloadFrom(dashboard, 'Download Google Ads conversions');
  const zone = ANALYTICS_TIMEZONE.replaceAll('/', '-');
  expect(google.filename).toMatch(
    new RegExp(`^google-ads-conversions_\\d{4}-\\d{2}-\\d{2}_to_\\d{4}-\\d{2}-\\d{2}_${zone}\\.csv$`),
  );
  const [parameters, header, ...rows] = google.text.trimEnd().split('\r\n');
  expect(parameters).toBe(`Parameters:TimeZone=${ANALYTICS_TIMEZONE}`);
  expect(header).toBe(googleAdsConversionColumns.join(','));
  const visitorRows = rows.map((row) => row.split(',')).filter(([click]) => click === gclid);
  expect(visitorRows.map(([, name]) => name)).toEqual([
    googleAdsConversionNames.signup,
    googleAdsConversionNames.offerAccepted,
  ]);
  for (const [, , time, , currency] of visitorRows) {
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(currency).toBe('USD');
  }
  expect(google.text).not.toContain(email);
  await expect(panel.getByRole('status')).toHaveText(`Downloaded ${google.filename}.`);

  const meta = await downloadFrom(dashboard, 'Download Meta conversions');
  expect(meta.filename).toMatch(
    new RegExp(`^meta-conversions_\\d{4}-\\d{2}-\\d{2}_to_\\d{4}-\\d{2}-\\d{2}_${zone}\\.json$`),
  );
  expect(meta.text).not.toContain(email);
  const events = (JSON.parse(meta.text) as { data: MetaServerEvent[] }).data.filter((event) =>
    event.user_data.fbc.endsWith(`.${fbclid}`),
  );
  expect(events.map((event) => event.event_name)).toEqual([
    metaConversionEventNames.signup,
    metaConversionEventNames.offerAccepted,
  ]);
  for (const event of events) {
    expect(event.user_data.fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${fbclid}$`));
    expect(event.user_data.em).toEqual([createHash('sha256').update(email.trim().toLowerCase()).digest('hex')]);
    expect(event.action_source).toBe('website');
  }
  await staff.close();
});
