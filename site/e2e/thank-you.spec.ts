import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  expect,
  pauseClock,
  recordApiCalls,
  signUp,
  signUpInBrowser,
  stubPartnerSites,
  test,
  uniqueEmail,
} from './support/funnel-visitor.ts';

// /thank-you confirms, sends the completion notice (with its retry and follow-up),
// falls back to a lookup by email and to the emergency call, and offers the Section 8 bonus.

const callsTo = (page: Page) => recordApiCalls(page, /(update-client-info|notify-complete|by-email|emergency-webhook)/);

const kinds = (calls: { method: string; path: string }[]) =>
  calls.map((call) => `${call.method} ${call.path.replace(/\?.*$/, '').replace(/\/\d+\//, '/:id/')}`);

test('with an id and an email: confirms, updates the client info, notifies, then sends the follow-up', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'TY1' });
  const calls = callsTo(page);
  await pauseClock(page);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}&affiliateId=TY1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(page.getByTestId('thank-you-message')).toHaveText(`We've sent your free ebook to ${email}.`);
  await expect(page.getByText('check your inbox, and your spam or junk folder').first()).toBeVisible();
  await expect(page.getByText("We couldn't find all of your details")).toHaveCount(0);
  await expect
    .poll(() => kinds(calls))
    .toEqual(['PUT /api/waitlist/:id/update-client-info', 'POST /api/waitlist/:id/notify-complete']);
  expect(calls[1]?.body).toEqual({
    source: 'thank-you',
    timestamp: expect.any(String),
    forceSend: true,
    affiliateId: 'TY1',
  });

  // The follow-up is scheduled once the page has read the notice's answer, a moment the test cannot see, so the
  // clock moves in quarter seconds until the follow-up goes; it must not go before its own number of seconds.
  let waitedMs = 0;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        waitedMs += 250;
        return calls.length;
      },
      { intervals: [50], timeout: 30_000 },
    )
    .toBe(3);
  const followUp = calls[2]?.body as { email: string; followUp: number };
  expect(followUp.email).toBe(email);
  expect(followUp.followUp).toBeGreaterThanOrEqual(3);
  expect(followUp.followUp).toBeLessThanOrEqual(10);
  expect(waitedMs).toBeGreaterThanOrEqual(followUp.followUp * 1000);
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

test('the completion notice puts the ebook email in the outbox', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => []);
        const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8').catch(() => '')));
        return texts.some((text) => text.includes(email));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

for (const failure of [
  'an error field',
  'an error field beside success',
  'an empty answer',
  'a failed status',
] as const) {
  test(`retries the notice with a plain request when it gets ${failure}`, async ({ page }) => {
    const { id, email } = await signUp(page.request);
    const calls = callsTo(page);
    let attempts = 0;
    await page.route('**/notify-complete', async (route: Route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      if (failure === 'an error field')
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"error":"queue unavailable"}' });
      if (failure === 'an error field beside success') {
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"success":true,"queued":false,"error":"queue unavailable"}',
        });
      }
      if (failure === 'an empty answer')
        return route.fulfill({ status: 200, contentType: 'application/json', body: '' });
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"down"}}',
      });
    });
    await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
    await expect.poll(() => kinds(calls).filter((kind) => kind.endsWith('notify-complete')).length).toBe(2);
    const bodies = calls.filter((call) => call.path.endsWith('notify-complete')).map((call) => call.body);
    expect(bodies).toEqual([
      expect.objectContaining({ forceSend: true, source: 'thank-you' }),
      expect.objectContaining({ forceSend: true, source: 'thank-you' }),
    ]);
    // The retry repeats the notice; the follow-up (email and number, seconds later) must not pass for it.
    expect(bodies[1]).toEqual(bodies[0]);
  });
}

test('with an id but no affiliate on the page, credits the affiliate the entry names', async ({ page }) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'ENTRYAFF' });
  const calls = callsTo(page);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await expect
    .poll(() => kinds(calls))
    .toEqual(['PUT /api/waitlist/:id/update-client-info', 'POST /api/waitlist/:id/notify-complete']);
  expect(calls[1]?.body).toMatchObject({ affiliateId: 'ENTRYAFF' });
});

// An id the tracker does not know: 999999999 is far above any id the test product hands out.
const staleId = 999_999_999;

test('an unknown id goes on as for an email alone: looks the email up with the IP fallback, then notifies that entry', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'STALE1', version: 2 });
  const calls = callsTo(page);
  await page.goto(`/thank-you?id=${staleId}&email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('thank-you-message')).toHaveText(`We've sent your free ebook to ${email}.`);
  await expect
    .poll(() => calls.map((call) => `${call.method} ${call.path}`))
    .toEqual([
      `PUT /api/waitlist/${staleId}/update-client-info`,
      `GET /api/waitlist/by-email?email=${encodeURIComponent(email)}&ipFallback=true`,
      `PUT /api/waitlist/${id}/update-client-info`,
      `POST /api/waitlist/${id}/notify-complete`,
    ]);
  expect(calls[3]?.body).toMatchObject({ affiliateId: 'STALE1', forceSend: true });
  // The bonus and the download link now belong to the entry that was found.
  const bonus = page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
  await expect(bonus).toHaveAttribute('href', /subid=ONB_v2_STALE1/);
  await expect(page.getByRole('link', { name: 'Or download your guide now' })).toHaveAttribute(
    'href',
    new RegExp(`[?&]id=${id}(&|$)`),
  );
});

test('an unknown id with an email no entry has sends the emergency call', async ({ page }) => {
  const email = uniqueEmail('stale-id');
  const calls = callsTo(page);
  await page.goto(`/thank-you?id=${staleId}&email=${encodeURIComponent(email)}`);
  await expect
    .poll(() => kinds(calls))
    .toEqual(['PUT /api/waitlist/:id/update-client-info', 'GET /api/waitlist/by-email', 'POST /api/emergency-webhook']);
  expect(calls[2]?.body).toEqual({ email, source: 'thank-you', timestamp: expect.any(String) });
});

test('reads the e and uid aliases of the query', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  const calls = callsTo(page);
  await page.goto(`/thank-you?uid=${id}&e=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('thank-you-message')).toHaveText(`We've sent your free ebook to ${email}.`);
  await expect.poll(() => calls.map((call) => call.path)).toContain(`/api/waitlist/${id}/update-client-info`);
});

test('without an id looks the email up, then notifies that entry, and notes the missing details', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  const calls = callsTo(page);
  await page.goto(`/thank-you?email=${encodeURIComponent(email)}`);
  await expect(page.getByText("We couldn't find all of your details, but that is usually fine")).toBeVisible();
  await expect
    .poll(() => calls.map((call) => `${call.method} ${call.path.replace(/\?.*$/, '')}`))
    .toEqual([
      'GET /api/waitlist/by-email',
      `PUT /api/waitlist/${id}/update-client-info`,
      `POST /api/waitlist/${id}/notify-complete`,
    ]);
});

test('sends the emergency call with the email when no entry has it', async ({ page }) => {
  const email = uniqueEmail('emergency');
  const calls = callsTo(page);
  await page.goto(`/thank-you?email=${encodeURIComponent(email)}`);
  await expect.poll(() => kinds(calls)).toEqual(['GET /api/waitlist/by-email', 'POST /api/emergency-webhook']);
  expect(calls[1]?.body).toEqual({ email, source: 'thank-you', timestamp: expect.any(String) });
});

test('finds the email in local storage when the query has none', async ({ page }) => {
  const { email } = await signUpInBrowser(page);
  await page.goto('/thank-you');
  await expect(page.getByTestId('thank-you-message')).toHaveText(`We've sent your free ebook to ${email}.`);
});

test('says no email was sent, and sends nothing, when nobody is known', async ({ page }) => {
  const calls = callsTo(page);
  await page.goto('/thank-you');
  await expect(page.getByTestId('thank-you-message')).toHaveText(
    "We don't know your email address on this device, so no email was sent. You can download your guide right here.",
  );
  await expect(page.getByText("We couldn't find all of your details")).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the Section 8 button reads "Loading offer..." during the lookup, then opens the partner link in a new tab', async ({
  page,
  context,
}) => {
  await stubPartnerSites(context);
  const { id, email } = await signUp(page.request, { affiliateId: 'S8AFF', version: 2 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/waitlist/${id}?**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  const card = page.getByRole('region', { name: 'Free Section 8 Housing Guide' });
  await expect(card).toContainText('30%');
  await expect(card).toContainText('$6,000-$12,000');
  await expect(card.getByRole('button', { name: 'Loading offer...' })).toBeDisabled();
  await expectNoAxeViolations(page);
  release();
  const link = card.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    offer_id: '6252',
    aff_id: '555',
    subid: 'ONB_v2_S8AFF',
    email,
  });
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await popup).url()).toBe(href.href);
});

test('the Section 8 link uses ONB_EBK for a visitor who came without an affiliate', async ({ page }) => {
  await page.goto('/thank-you');
  const link = page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ });
  expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('subid')).toBe('ONB_EBK');
});

test('links to the download page for this visitor', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Or download your guide now' }).click();
  await page.waitForURL((url) => url.pathname === '/ebook-download');
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));
  await expect(page.getByText(`Guide for: ${email}`)).toBeVisible();
});

test('a click on the download link before the page has woken up still carries the id and attribution', async ({
  page,
}) => {
  const { id, email } = await signUp(page.request, { affiliateId: 'TY2' });
  await page.route(/\/_astro\/ThankYou\.[^/]+\.js$/, (route) => route.abort());
  await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}&affiliateId=TY2&s1=early`, {
    waitUntil: 'domcontentloaded',
  });
  await page.getByRole('link', { name: 'Or download your guide now' }).click();
  await page.waitForURL((url) => url.pathname === '/ebook-download');
  const query = new URL(page.url()).searchParams;
  expect([query.get('id'), query.get('email'), query.get('affiliateId'), query.get('s1')]).toEqual([
    String(id),
    email,
    'TY2',
    'early',
  ]);
});

test('when the tracker is down, says the email could not be confirmed and still offers the bonus', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort());
  const email = uniqueEmail('down');
  await page.goto(`/thank-you?id=5&email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('thank-you-message')).toHaveText(
    'We could not confirm that your guide was emailed. You can download it right here.',
  );
  await expect(page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Error Detected' })).toHaveCount(0);
});

test('still sends the emergency call when the lookup by email fails', async ({ page }) => {
  const email = uniqueEmail('lookup-error');
  const calls = callsTo(page);
  await page.route('**/api/waitlist/by-email?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"Something went wrong."}}',
    }),
  );
  await page.goto(`/thank-you?email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('thank-you-message')).toHaveText(
    `We could not find your signup for ${email}, so no email was sent from this page. You can download your guide right here.`,
  );
  await expect.poll(() => kinds(calls)).toEqual(['GET /api/waitlist/by-email', 'POST /api/emergency-webhook']);
  await expect(page.getByRole('link', { name: /GET YOUR FREE SECTION 8 HOUSING GUIDE/ })).toBeVisible();
});
