import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, stubPartnerSites, test } from './support/funnel-visitor.ts';
import { openSignupModal } from './support/signup.ts';
import { uniqueEmail } from './support/product.ts';

// The guide's delivery on the one-command run (no SMTP_URL): a visitor who completes the funnel in the
// browser gets exactly one message in the local outbox, and its download link works.

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function messagesTo(email: string) {
  if (!existsSync(outboxDir())) return [];
  const files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  const parsed = await Promise.all(files.map((name) => PostalMime.parse(readFileSync(path.join(outboxDir(), name)))));
  return parsed.filter((message) => message.to?.some((recipient) => recipient.address === email));
}

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
