import type { Browser } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { createAccount, signIn } from './support/analytics-accounts.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import {
  expect,
  randomVisitorAddress,
  recordApiCalls,
  signUp,
  signUpInBrowser,
  test,
  uniqueEmail,
} from './support/funnel-visitor.ts';
import { product } from './support/product.ts';

// Entry ownership through the site, in real Chromium: an entry answers only its own browser (or the guide email's
// link), a stranger's calls get what an unknown id gets, and the thank-you page mails nobody it was not asked by.

test.use({ userAgent: humanUserAgent });

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const notify = { source: 'thank-you', timestamp: new Date().toISOString(), forceSend: true };

/** Another device: its own cookies and its own client address. */
const otherDevice = (browser: Browser) =>
  browser.newContext({
    baseURL: product.siteUrl,
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': randomVisitorAddress() },
  });

async function messagesTo(email: string) {
  if (!existsSync(outboxDir())) return [];
  const files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  const parsed = await Promise.all(files.map((name) => PostalMime.parse(readFileSync(path.join(outboxDir(), name)))));
  return parsed.filter((message) => message.to?.some((recipient) => recipient.address === email));
}

test('a stranger’s browser gets what an unknown id gets for another visitor’s entry, and changes nothing', async ({
  page,
  browser,
}) => {
  const { id } = await signUp(page.request);
  const stranger = await otherDevice(browser);
  const unknownId = id + 100_000;
  for (const [method, suffix, data] of [
    ['GET', '', undefined],
    ['PUT', '/offers', { selectedOffers: ['medicare'] }],
    ['PUT', '/update-client-info', {}],
    ['POST', '/notify-complete', notify],
  ] as const) {
    const known = await stranger.request.fetch(`/api/waitlist/${id}${suffix}`, { method, data });
    const unknown = await stranger.request.fetch(`/api/waitlist/${unknownId}${suffix}`, { method, data });
    expect(known.status(), `${method} ${suffix}`).toBe(404);
    expect((await known.text()).replace(String(id), '<id>')).toBe(
      (await unknown.text()).replace(String(unknownId), '<id>'),
    );
  }
  await stranger.close();
  const own = await (await page.request.get(`/api/waitlist/${id}`)).json();
  expect(own.entry.selectedOffers).toBe('[]');
});

test('session recovery finds the entry after a reload in the browser that signed up, and nothing in another', async ({
  page,
  browser,
}) => {
  const { id, email } = await signUpInBrowser(page);
  await page.goto(`/continue-registration?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('article')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article')).toBeVisible();

  const stranger = await otherDevice(browser);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/continue-registration?id=${id}&email=${encodeURIComponent(email)}`);
  await expect(strangerPage.getByText('Session not found. Please start from the homepage.')).toBeVisible();
  await stranger.close();
});

test('the guide email’s link opened on another device shows the guide for its owner and counts the download there', async ({
  page,
  browser,
}) => {
  const { id, email } = await signUp(page.request);
  expect((await page.request.post(`/api/waitlist/${id}/notify-complete`, { data: notify })).ok()).toBe(true);
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [message] = await messagesTo(email);
  const link = new URL(message?.text?.match(/https?:\/\/\S+\/api\/waitlist\/\d+\/open\?token=\S+/)?.[0] ?? '');
  expect(link.pathname).toBe(`/api/waitlist/${id}/open`);

  const phone = await otherDevice(browser);
  const phonePage = await phone.newPage();
  const calls = recordApiCalls(phonePage, /\/download$/);
  await phonePage.goto(`${link.pathname}${link.search}`);
  await expect(phonePage).toHaveURL(new RegExp(`/ebook-download\\?id=${id}$`));
  await expect(phonePage.getByText(`Guide for: ${email}`)).toBeVisible();
  const popup = phonePage.waitForEvent('popup');
  await phonePage.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await (await popup).close();
  await expect
    .poll(() => calls.map((call) => `${call.method} ${call.path}`))
    .toEqual([`PUT /api/waitlist/${id}/download`]);
  const answer = phonePage.waitForResponse((response) => response.url().endsWith(`/api/waitlist/${id}`));
  await phonePage.evaluate((entryId) => fetch(`/api/waitlist/${entryId}`), id);
  expect((await answer).status()).toBe(200);
  await phone.close();

  // A link with a token that is not this tracker's leads to the guide page and shows nothing of the entry.
  const other = await otherDevice(browser);
  const otherPage = await other.newPage();
  await otherPage.goto(`/api/waitlist/${id}/open?token=${id}.9999999999999.forged`);
  await expect(otherPage).toHaveURL(/\/ebook-download$/);
  await expect(otherPage.getByText(email)).toHaveCount(0);
  await other.close();
});

test('the thank-you page opened with a stranger’s address sends them nothing, and the operator sees the refused request', async ({
  page,
  browser,
}) => {
  const operator = await createAccount('operator');
  const dashboard = await otherDevice(browser);
  await signIn(dashboard, operator);
  const dashboardPage = await dashboard.newPage();
  const refusedTotal = async () => {
    await openDashboard(dashboardPage);
    await waitForReport(dashboardPage);
    return Number(
      (
        await section(dashboardPage, 'Guide requests for unknown addresses')
          .getByTestId('mail-without-entry-total')
          .innerText()
      ).match(/\d+/)?.[0],
    );
  };
  const before = await refusedTotal();

  const stranger = uniqueEmail('not-signed-up');
  const emergency = page.waitForResponse((response) => response.url().endsWith('/api/emergency-webhook'));
  await page.goto(`/thank-you?email=${encodeURIComponent(stranger)}`);
  expect(await (await emergency).json()).toEqual({ success: true, queued: false });
  await page.waitForTimeout(3_000);
  expect(await messagesTo(stranger)).toHaveLength(0);

  expect(await refusedTotal()).toBeGreaterThanOrEqual(before + 1);
  await dashboard.close();
});
