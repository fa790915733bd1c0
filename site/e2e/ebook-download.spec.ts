import { expectNoAxeViolations } from './support/axe.ts';
import { tinyPdf, uploadMedia } from './support/cms-upload.ts';
import { expect, recordApiCalls, signUp, signUpInBrowser, test } from './support/funnel-visitor.ts';
import { part2SitePorts, startSiteWithSettings, type OwnSite } from './support/integrations-site.ts';
import { holdIsland } from './support/page-ready.ts';

// /ebook-download shows the guide, opens the PDF in a new tab, and tracks the
// download once per browser session, per user when known and anonymously otherwise.

const pdfPath = '/assets/downloads/senior-benefits-guide.pdf';
const downloadCalls = (page: Parameters<typeof recordApiCalls>[0]) =>
  recordApiCalls(page, /(\/download|track-anonymous-download)$/);

test('shows who the guide is for, its title, contents and the savings promise', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByText(`Guide for: ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Benefits & Discounts Guide 2025 Edition');
  const contents = page.getByRole('region', { name: "What's inside" }).getByRole('listitem');
  await expect(contents).toHaveText([
    'Medication savings',
    'Food assistance',
    'Housing and utility costs',
    'Transportation',
    'Government benefit eligibility',
  ]);
  await expect(page.getByText('save up to $5,000 per year')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('shows the back link, then who the guide is for, then the title, then the contents (spec order)', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  const parts = [
    page.getByRole('link', { name: 'Back to home' }),
    page.getByText(`Guide for: ${email}`),
    page.getByRole('heading', { level: 1 }),
    page.getByRole('region', { name: "What's inside" }),
  ];
  const tops: number[] = [];
  for (const part of parts) tops.push((await part.boundingBox())?.y ?? Number.NaN);
  expect(tops).toEqual(tops.toSorted((a, b) => a - b));
  // The reading order of assistive technology follows the DOM, not the layout.
  const isBefore = await page.evaluate(() => {
    const guideFor = document.querySelector('[data-testid="guide-for"]');
    const title = document.querySelector('h1');
    return Boolean(guideFor && title && guideFor.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(isBefore).toBe(true);
});

test('opens the PDF in a new tab and tracks the download once per browser session', async ({ page, context }) => {
  const { id, email } = await signUp(page.request);
  const calls = downloadCalls(page);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  const button = page.getByRole('link', { name: /Download Your Senior Savings Guide/ });
  await expect(button).toHaveAttribute('target', '_blank');

  const popup = page.waitForEvent('popup');
  await button.click();
  const pdf = await popup;
  await pdf.waitForURL((url) => url.pathname === pdfPath);
  await expect
    .poll(() => calls.map((call) => `${call.method} ${call.path}`))
    .toEqual([`PUT /api/waitlist/${id}/download`]);
  // The session is marked once the tracker has answered.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ebook_downloaded_session'))).not.toBeNull();

  const again = page.waitForEvent('popup');
  await button.click();
  await again;
  await page.waitForTimeout(500);
  expect(calls).toHaveLength(1);

  const file = await context.request.get(pdfPath);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('tracks an unknown visitor anonymously with the affiliate from the URL', async ({ page }) => {
  const calls = downloadCalls(page);
  await page.goto('/ebook-download?affiliateId=ANON1&subId=SUBA&s1=one');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await popup;
  await expect.poll(() => calls.map((call) => call.path)).toEqual(['/api/track-anonymous-download']);
  expect(calls[0]?.body).toEqual({
    affiliateId: 'ANON1',
    subId: 'SUBA',
    s1: 'one',
    s2: null,
    s3: null,
    waitlistId: null,
  });
  await expect(page.getByTestId('guide-for')).toHaveCount(0);
});

test('tracks per user through the stored entry when the URL names nobody', async ({ page }) => {
  const { id, email } = await signUpInBrowser(page);
  const calls = downloadCalls(page);
  await page.goto('/ebook-download');
  await expect(page.getByText(`Guide for: ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Your Free Section 8 Housing Guide' })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await popup;
  await expect.poll(() => calls.map((call) => call.path)).toEqual([`/api/waitlist/${id}/download`]);
});

test('a tap on the download button before the page has woken up is still counted, per user', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  const calls = downloadCalls(page);
  const releaseIsland = await holdIsland(page, 'EbookDownload');
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  expect(new URL((await popup).url()).pathname).toBe(pdfPath);
  expect(calls).toHaveLength(0);
  releaseIsland();
  await expect
    .poll(() => calls.map((call) => `${call.method} ${call.path}`))
    .toEqual([`PUT /api/waitlist/${id}/download`]);
});

test('still opens the file when the tracker is down, and counts it on the next click once it is back', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  await expect(page.getByRole('link', { name: 'Get Your Free Section 8 Housing Guide' })).toBeVisible();
  await page.route('**/api/**', (route) => route.abort());
  const first = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  expect(new URL((await first).url()).pathname).toBe(pdfPath);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => sessionStorage.getItem('ebook_downloaded_session'))).toBeNull();

  await page.unroute('**/api/**');
  const calls = downloadCalls(page);
  const second = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Download Your Senior Savings Guide/ }).click();
  await second;
  await expect.poll(() => calls.map((call) => call.path)).toEqual([`/api/waitlist/${id}/download`]);
});

test('the bonus button is disabled and reads "Loading..." while the visitor is looked up', async ({ page }) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'DLB', version: 3 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/waitlist/${id}?**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expectNoAxeViolations(page);
  release();
  const bonus = page.getByRole('link', { name: 'Get Your Free Section 8 Housing Guide' });
  await expect(bonus).toHaveAttribute('target', '_blank');
  const href = new URL((await bonus.getAttribute('href')) ?? '');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    offer_id: '6252',
    aff_id: '555',
    subid: 'ONB_v3_DLB',
    email,
  });
});

test('fits a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ebook-download');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe('a guide uploaded in the CMS', () => {
  // Unset when beforeAll failed (say, the site could not start): afterAll then has less to clean up.
  let site: OwnSite | undefined;
  let upload: Awaited<ReturnType<typeof uploadMedia>> | undefined;
  const started = () => {
    if (!site || !upload) throw new Error('the site with the uploaded guide did not start');
    return { site, upload };
  };

  test.beforeAll(async () => {
    const uploaded = await uploadMedia({
      filename: `guide-upload-${Date.now()}.pdf`,
      bytes: tinyPdf('Uploaded 2026 edition'),
      mimeType: 'application/pdf',
      alt: 'Senior Benefits & Discounts Guide, uploaded edition',
    });
    upload = uploaded;
    site = await startSiteWithSettings({ port: part2SitePorts.ebookUpload, ebook: { file: uploaded.doc } });
  });

  test.afterAll(async () => {
    await site?.stop();
    await upload?.remove();
  });

  test('is linked and served from this origin instead of the bundled file', async ({ page }) => {
    const { site, upload } = started();
    await page.goto(`${site.url}/ebook-download`);
    const button = page.getByRole('link', { name: /Download Your Senior Savings Guide/ });
    await expect(button).toHaveAttribute('href', `/media/${upload.doc.filename}`);
    const popup = page.waitForEvent('popup');
    await button.click();
    expect(new URL((await popup).url()).pathname).toBe(`/media/${upload.doc.filename}`);
    const file = await page.request.get(`${site.url}/media/${upload.doc.filename}`);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).toString('latin1')).toContain('Uploaded 2026 edition');
  });
});
