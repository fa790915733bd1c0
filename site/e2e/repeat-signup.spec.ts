import type { Browser, Page } from '@playwright/test';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expect, randomVisitorAddress, stubPartnerSites, test, uniqueEmail } from './support/funnel-visitor.ts';
import { guideLinkOf, messagesTo } from './support/outbox.ts';
import { product } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// The person signed up on a computer and does it again on a phone: the phone goes through the offers and the
// thank-you like a first signup, the guide arrives, and the offer chosen on the phone joins the person's entry
// once the phone opens the guide email's link (the proof that it reads the mailbox), not before.

test.use({ viewport: { width: 390, height: 844 }, userAgent: humanUserAgent });

const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

async function openPhone(browser: Browser) {
  const phone = await browser.newContext({
    baseURL: product.siteUrl,
    viewport: { width: 390, height: 844 },
    userAgent: phoneAgent,
    extraHTTPHeaders: { 'x-forwarded-for': randomVisitorAddress() },
  });
  await stubPartnerSites(phone);
  return phone;
}

/** Signs up on the landing page's dialog and waits for the offers. */
async function signUpOnLanding(page: Page, email: string) {
  await page.goto('/');
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL(/\/continue-registration\?/);
}

/** Accepts the first offer (when asked) and declines the others, up to the thank-you page. */
async function answerTheOffers(page: Page, { acceptFirst }: { acceptFirst: boolean }) {
  const card = page.getByRole('article');
  for (let offer = 0; offer < 7; offer += 1) {
    await expect(page.getByText(`Offer ${offer + 1} of 7`, { exact: true })).toBeVisible();
    if (offer === 0 && acceptFirst) {
      const partner = page.context().waitForEvent('page');
      await card.getByRole('link').click();
      await (await partner).close();
    } else {
      await card.getByRole('button', { name: 'No thanks' }).click();
    }
  }
  await page.waitForURL((url) => url.pathname === '/thank-you');
}

test('signing up again on a phone goes through the offers and the thank-you, and its choice joins the entry once the guide’s link is opened there', async ({
  page,
  context,
  browser,
}) => {
  // Two whole funnels and two deliveries through the outbox worker.
  test.setTimeout(180_000);
  await stubPartnerSites(context);
  const email = uniqueEmail('again');
  await signUpOnLanding(page, email);
  await answerTheOffers(page, { acceptFirst: false });
  await expect(page.getByText(`We've sent your free ebook to ${email}.`)).toBeVisible();
  const entryId = Number(new URL(page.url()).searchParams.get('id'));
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 30_000 }).toBe(1);

  const phone = await openPhone(browser);
  const phonePage = await phone.newPage();
  await signUpOnLanding(phonePage, email);
  await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('While We Prepare Your eBook...');
  await expect(phonePage.getByText('Session not found. Please start from the homepage.')).toHaveCount(0);
  await answerTheOffers(phonePage, { acceptFirst: true });
  await expect(phonePage.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(phonePage.getByText(`We've sent your free ebook to ${email}.`)).toBeVisible();

  // The phone changed nothing of the entry yet.
  const before = await (await page.request.get(`/api/waitlist/${entryId}`)).json();
  expect(before.entry.selectedOffers).toBe('[]');

  // The guide arrives again, to the address; its link opened on the phone proves the mailbox.
  await expect.poll(async () => (await messagesTo(email)).length, { timeout: 30_000 }).toBe(2);
  const links = (await messagesTo(email)).map((message) => guideLinkOf(message.text));
  expect(links.every((link) => link?.startsWith(`/api/waitlist/${entryId}/open?token=`))).toBe(true);
  await phonePage.goto(links[1] ?? '');
  await expect(phonePage).toHaveURL(new RegExp(`/ebook-download\\?id=${entryId}$`));
  await expect(phonePage.getByTestId('guide-for')).toHaveText(`Guide for: ${email}`);

  const after = await (await page.request.get(`/api/waitlist/${entryId}`)).json();
  expect(JSON.parse(after.entry.selectedOffers)).toEqual(['housing-grants']);
  await phone.close();
});
