import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { devices, expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { createAccount, signIn, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { openDashboard, waitForReport } from './support/analytics-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueEmail } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// Privacy requests end to end: a visitor signs up through the landing page's form (the consent ledger records the
// note they saw, signed as it is written); an operator sees the ledger's figures but no person, and is refused a
// consent record; an admin downloads it, the documented command verifies it, then exports the person and erases
// them with two clicks from the keyboard; a marketer is refused; the report figures stay the same and the
// tracker's store holds nothing that identifies the person.

const run = promisify(execFile);
const dataDir = () => process.env.E2E_DATA_DIR ?? '';
const funnelCall = '/api/analytics/funnel?startDate=2020-01-01&endDate=2030-12-31&timezone=America/New_York';

let admin: Account;
let operator: Account;
let marketer: Account;

test.beforeAll(async () => {
  [admin, operator, marketer] = await Promise.all([
    createAccount('admin'),
    createAccount('operator'),
    createAccount('marketer'),
  ]);
});

// An ordinary desktop Chrome (the device's user agent, not the headless one, which the tracker counts as a bot).
const desktopPage = async (browser: Browser): Promise<Page> =>
  (await browser.newContext({ ...devices['Desktop Chrome'] })).newPage();

async function signUpThroughTheForm(page: Page, email: string): Promise<string> {
  await useOwnAddress(page.context());
  await page.goto('/');
  const dialog = await openSignupModal(page);
  const note = (await dialog.getByText(/partner only when you choose/).textContent()) ?? '';
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL(/continue-registration/);
  return note;
}

async function readDownload(download: Download): Promise<{ file: string; json: unknown }> {
  const file = path.join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  return { file, json: JSON.parse(readFileSync(file, 'utf8')) };
}

function storeValues(): string[] {
  const db = new DatabaseSync(path.join(dataDir(), 'tracker.db'), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => String(row.name));
    return tables.flatMap((table) =>
      db
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .flatMap((row) => Object.values(row).map((value) => String(value))),
    );
  } finally {
    db.close();
  }
}

test('an admin downloads a signed consent record, exports and erases the person in two clicks; the figures stay', async ({
  browser,
  page,
}) => {
  // A whole story in one test: a signup, the admin's download and its verification, two axe audits, the
  // export and erasure and the store scan; on a busy machine that is more than the default minute.
  test.setTimeout(180_000);
  const email = uniqueEmail('privacy-erase');
  const visitor = await desktopPage(browser);
  const note = await signUpThroughTheForm(visitor, email);
  await visitor.close();

  // The admin: the consent record as signed when it was written, verified by the documented command.
  await signIn(page.context(), admin);
  await openDashboard(page);
  await waitForReport(page);
  const before = await (await page.request.get(funnelCall)).json();
  await page.getByLabel('Email address').fill(email);
  const consentDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download consent record' }).click();
  const consent = await readDownload(await consentDownload);
  expect(consent.json).toMatchObject({
    format: 'seniorguide-consent/2',
    email,
    certificates: [
      {
        certificate: {
          kind: 'signup',
          disclosure: {
            source: 'landing-variants',
            route: '/',
            textSha256: createHash('sha256').update(note).digest('hex'),
          },
        },
      },
    ],
  });
  const verify = await run(process.execPath, [
    path.resolve('tracker/src/consent/verify-cli.ts'),
    consent.file,
    '--public-key',
    path.join(dataDir(), 'consent-signing-public.pem'),
  ]);
  expect(verify.stdout).toContain('valid');

  // Export (type, Enter), then erase (two activations), by keyboard.
  const exportDownload = page.waitForEvent('download');
  await page.getByLabel('Email address').press('Enter');
  const exported = await readDownload(await exportDownload);
  expect(exported.json).toMatchObject({ email, entry: { email }, consentRecords: [{ kind: 'signup' }] });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Erase this person…' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Erase now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Erased entry \d+/ })).toBeVisible();
  await expectNoAxeViolations(page);

  expect(await (await page.request.get(funnelCall)).json()).toEqual(before);
  const left = storeValues().filter((value) => value.includes(email.split('@')[0] ?? email));
  expect(left).toEqual([]);

  await page.getByRole('button', { name: 'Show audit log' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('row').filter({ hasText: 'erase' }).filter({ hasText: admin.email })).toHaveCount(1);
  await expect(audit.getByRole('row').filter({ hasText: 'export' }).filter({ hasText: admin.email })).toHaveCount(1);
  await expect(
    audit.getByRole('row').filter({ hasText: 'consent_document' }).filter({ hasText: admin.email }),
  ).toHaveCount(1);
});

test('an operator sees the consent ledger’s figures, no person, and is refused a consent record', async ({
  browser,
}) => {
  const email = uniqueEmail('privacy-operator');
  const visitor = await desktopPage(browser);
  await signUpThroughTheForm(visitor, email);
  await visitor.close();

  const operatorPage = await desktopPage(browser);
  await signIn(operatorPage.context(), operator);
  await openDashboard(operatorPage);
  await waitForReport(operatorPage);
  const figures = operatorPage.getByTestId('consent-ledger-figures');
  await expect(figures.getByText('Signup consents')).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Download consent record' })).toHaveCount(0);
  await expect(operatorPage.getByRole('button', { name: 'Export all data' })).toHaveCount(0);
  await expect(operatorPage.getByLabel('Email address')).toHaveCount(0);
  await expect(
    operatorPage.getByText(/Consent records, export, erasure and the audit log are for admins/),
  ).toBeVisible();
  await expectNoAxeViolations(operatorPage);

  // The call itself, by email and by any entry id: 403 in the envelope, no address in the answer.
  for (const query of [`email=${encodeURIComponent(email)}`, 'entryId=1', 'entryId=2']) {
    const answer = await operatorPage.request.get(`/api/admin/consent-document?${query}`);
    expect(answer.status()).toBe(403);
    const body = await answer.json();
    expect(body.error.code).toBe('forbidden');
    expect(JSON.stringify(body)).not.toContain('@');
  }
  await operatorPage.close();
});

test('a marketer is refused the export and the erasure', async ({ context }) => {
  const email = uniqueEmail('privacy-refused');
  await signIn(context, marketer);
  const exportAnswer = await context.request.get(`/api/admin/data-requests/export?email=${encodeURIComponent(email)}`);
  expect(exportAnswer.status()).toBe(403);
  const eraseAnswer = await context.request.post('/api/admin/data-requests/erase', {
    data: { email, suppressMail: true },
  });
  expect(eraseAnswer.status()).toBe(403);
  expect((await eraseAnswer.json()).error.code).toBe('forbidden');
});
