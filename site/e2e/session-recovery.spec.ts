import { expectNoAxeViolations } from './support/axe.ts';
import {
  expect,
  holdNavigationTo,
  pauseClock,
  signUp,
  signUpInBrowser,
  test,
  uniqueEmail,
} from './support/funnel-visitor.ts';

// Session recovery (who the page is for when storage was lost) on the three pages that recover a session.

const firstOfferHeading = 'While We Prepare Your eBook...';
const notFound = 'Session not found. Please start from the homepage.';
const failed = 'Unable to recover your session. Please start from the homepage.';
/** A call that looks the visitor up (by id, email or address), not the offer order asked once they are known. */
const isSessionLookup = (url: string) => url.includes('/api/waitlist') && !url.endsWith('/offer-order');

test.describe('session recovery on /continue-registration', () => {
  test('recovers from the integer id in the URL and stores the refreshed user context', async ({ page }) => {
    const { id } = await signUp(page.request, { affiliateId: 'REC-AFF', version: 2 });
    await page.goto(`/continue-registration?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOfferHeading);
    // The first offer is on screen from the first paint; its choices come alive once the session is recovered.
    await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    const stored = await page.evaluate(() => ({
      context: JSON.parse(localStorage.getItem('userContext') ?? 'null') as Record<string, unknown>,
      waitlistId: localStorage.getItem('waitlistId'),
    }));
    expect(stored.waitlistId).toBe(String(id));
    expect(stored.context).toMatchObject({ waitlistId: id, affiliateId: 'REC-AFF', version: 2 });
  });

  test('ignores an id that is not an integer and looks the email up instead', async ({ page }) => {
    const { id, email } = await signUp(page.request);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/waitlist/')) lookups.push(new URL(request.url()).pathname);
    });
    await page.goto(`/continue-registration?id=${id}abc&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOfferHeading);
    // The first offer is on screen from the first paint; its choices come alive once the session is recovered.
    await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    expect(lookups[0]).toBe('/api/waitlist/by-email');
    expect(lookups).not.toContain(`/api/waitlist/${id}abc`);
    expect(await page.evaluate(() => localStorage.getItem('waitlistId'))).toBe(String(id));
  });

  test('takes the last email in the URL and skips the {{email}} placeholder', async ({ page }) => {
    const { id, email } = await signUp(page.request);
    const emailLookups: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/waitlist/by-email') emailLookups.push(url.searchParams.get('email') ?? '');
    });
    await page.goto(
      `/continue-registration?email=nobody@example.com&email=${encodeURIComponent(email)}&email={{email}}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOfferHeading);
    // The first offer is on screen from the first paint; its choices come alive once the session is recovered.
    await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    expect(emailLookups).toEqual([email]);
    expect(await page.evaluate(() => localStorage.getItem('waitlistId'))).toBe(String(id));
  });

  test('falls back to the waitlistId stored by the signup when the URL names nobody', async ({ page }) => {
    const { id } = await signUpInBrowser(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (isSessionLookup(request.url())) lookups.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/continue-registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOfferHeading);
    // The first offer is on screen from the first paint; its choices come alive once the session is recovered.
    await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    expect(lookups[0]).toBe(`GET /api/waitlist/${id}`);
  });

  test('finally finds the visitor by IP address', async ({ page }) => {
    const { id } = await signUp(page.request);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (isSessionLookup(request.url())) lookups.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/continue-registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOfferHeading);
    // The first offer is on screen from the first paint; its choices come alive once the session is recovered.
    await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    expect(lookups).toEqual(['POST /api/waitlist/by-ip']);
    expect(await page.evaluate(() => localStorage.getItem('waitlistId'))).toBe(String(id));
  });

  test('says the session was not found and goes home after 3 seconds', async ({ page }) => {
    await pauseClock(page);
    await page.goto(`/continue-registration?email=${encodeURIComponent(uniqueEmail('stranger'))}`);
    await expect(page.getByRole('alert')).toContainText(notFound);
    await page.clock.runFor(2900);
    expect(new URL(page.url()).pathname).toBe('/continue-registration');
    await page.clock.runFor(100);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('says recovery failed when a lookup errors, and goes home after 3 seconds', async ({ page }) => {
    await page.route('**/api/waitlist/by-ip', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    );
    await pauseClock(page);
    await page.goto('/continue-registration');
    await expect(page.getByRole('alert')).toContainText(failed);
    await page.clock.runFor(3000);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('says recovery failed when the tracker cannot be reached at all', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/v3/continue-registration?id=99');
    await expect(page.getByRole('alert')).toContainText(failed);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

test.describe('session recovery on the other variants', () => {
  test('the list variant says "Session recovery failed..." on an error', async ({ page }) => {
    await page.route('**/api/waitlist/by-ip', (route) => route.abort());
    await pauseClock(page);
    await page.goto('/continue-registration-2');
    await expect(page.getByRole('alert')).toContainText('Session recovery failed...');
    await page.clock.runFor(3000);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the list variant says the session was not found for a stranger', async ({ page }) => {
    await page.goto('/continue-registration-2');
    await expect(page.getByRole('alert')).toContainText(notFound);
  });

  test('the ad screen shows "Session Error", the message and "Redirecting to homepage..."', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/continue-registration/adq');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Session Error' })).toBeVisible();
    await expect(alert).toContainText(notFound);
    await expect(alert).toContainText('Redirecting to homepage...');
    await page.clock.runFor(3000);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('the ad screen shows its loading texts while the session is recovered', async ({ page }) => {
    const { id } = await signUp(page.request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/waitlist/${id}?**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/continue-registration/adq?id=${id}`);
    await expect(page.getByRole('status')).toContainText('Preparing your eBook');
    await expect(page.getByRole('status')).toContainText('Getting your personalized offers ready...');
    await expectNoAxeViolations(page);
    release();
  });
});

for (const path of ['/continue-registration', '/continue-registration-2', '/continue-registration/adq']) {
  test(`axe finds no violation on the session error of ${path}`, async ({ page }) => {
    await holdNavigationTo(page, '/');
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(notFound);
    await expectNoAxeViolations(page);
  });
}

for (const [path, text] of [
  ['/continue-registration', 'Getting your offers ready...'],
  ['/continue-registration-2', 'Preparing your eBook...'],
] as const) {
  test(`${path} shows a loading state while the session is recovered, and axe finds nothing there`, async ({
    page,
  }) => {
    const { id } = await signUp(page.request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/waitlist/${id}?**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${path}?id=${id}`);
    await expect(page.getByRole('status')).toContainText(text);
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
