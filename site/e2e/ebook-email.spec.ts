import { expect, randomVisitorAddress, signUp, stubPartnerSites, test } from './support/funnel-visitor.ts';
import { product } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';
import { uniqueEmail } from './support/product.ts';
import { messagesTo } from './support/outbox.ts';

// The guide's delivery on the one-command run (no SMTP_URL): a visitor who completes the funnel in the
// browser gets exactly one message in the local outbox, and its download link works.

test.beforeEach(async ({ context }) => stubPartnerSites(context));

test('completing the funnel leaves one guide email in the outbox whose download link works', async ({ page }) => {
  const email = uniqueEmail('outbox');
  await page.goto('/');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL(/\/continue-registration\?/);

  for (let offer = 0; offer < 7; offer += 1) {
    await page.getByRole('article').getByRole('button', { name: 'No thanks' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/thank-you');
  await expect(page.getByText(`We've sent your free ebook to ${email}.`)).toBeVisible();
  // A reload of the thank-you page retries the notification; it must not send a second message.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  const messages = await messagesTo(email);
  expect(messages).toHaveLength(1);

  // The link goes through the tracker's signed link (it proves ownership on any device), then to the page.
  const downloadLink = messages[0]?.text?.match(/https?:\/\/\S+\/api\/waitlist\/\d+\/open\?token=\S+/)?.[0];
  expect(downloadLink, 'the plain-text part links to the download page').toBeDefined();
  const link = new URL(downloadLink ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/ebook-download\?/);
  await expect(page.getByText(`Guide for: ${email}`)).toBeVisible();
  const pdf = await page.request.get('/assets/downloads/senior-benefits-guide.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test('the guide email’s link leads to the download page on another device with the address in no URL', async ({
  page,
  browser,
}) => {
  const { id, email } = await signUp(page.request, { email: uniqueEmail('link-urls') });
  const notified = await page.request.post(`/api/waitlist/${id}/notify-complete`, {
    data: { source: 'thank-you', timestamp: new Date().toISOString() },
  });
  expect(notified.status()).toBe(200);
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [message] = await messagesTo(email);
  const link = new URL(message?.text?.match(/https?:\/\/\S+\/api\/waitlist\/\d+\/open\?token=\S+/)?.[0] ?? '');

  // A phone that never saw the signup: only the link's signed token makes it the entry's owner.
  const phone = await browser.newContext({
    baseURL: product.siteUrl,
    extraHTTPHeaders: { 'x-forwarded-for': randomVisitorAddress() },
  });
  const urls: string[] = [];
  phone.on('request', (request) => urls.push(request.url()));
  const phonePage = await phone.newPage();
  phonePage.on('framenavigated', (frame) => urls.push(frame.url()));
  // The address arrives with the owner-only entry read; its line is held meanwhile, so nothing below it moves.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await phone.route(`**/api/waitlist/${id}`, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await phonePage.goto(`${link.pathname}${link.search}`);
  await expect(phonePage).toHaveURL(new RegExp(`/ebook-download\\?id=${id}$`));
  const title = phonePage.getByRole('heading', { level: 1 });
  const topBefore = (await title.boundingBox())?.y;
  releaseEntry();
  await expect(phonePage.getByTestId('guide-for')).toHaveText(`Guide for: ${email}`);
  expect((await title.boundingBox())?.y).toBe(topBefore);
  const popup = phonePage.waitForEvent('popup');
  await phonePage.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await (await popup).close();

  const forms = [email, encodeURIComponent(email), email.split('@')[0] ?? email];
  expect(urls.length).toBeGreaterThan(2);
  expect(
    urls.filter((url) => forms.some((form) => decodeURIComponent(url).includes(form) || url.includes(form))),
  ).toEqual([]);
  await phone.close();
});
