import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { product, uniqueEmail } from './product.ts';

// A visitor of the registration and thank-you pages. Each test's browser gets its own client address:
// session recovery falls back to a lookup by IP, so two tests sharing one address could find each
// other's entries (and the tracker limits signups per address).

export function randomVisitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const test = base.extend<{ visitorAddress: string }>({
  visitorAddress: async ({ context }, use) => {
    const address = randomVisitorAddress();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(address);
  },
  // Every test gets its own address, even one that never names the fixture.
  page: async ({ page, visitorAddress }, use) => {
    expect(visitorAddress).toMatch(/^10\./);
    await use(page);
  },
});

export { expect };

export type Signup = {
  email?: string;
  version?: 1 | 2 | 3;
  affiliateId?: string | null;
  subId?: string | null;
  s1?: string | null;
  s2?: string | null;
  s3?: string | null;
};

/**
 * Signs up through the API from this browser (its cookies, so the tracker treats it as the entry's
 * owner), as the landing page's form does. Returns the entry id and the email.
 */
export async function signUp(
  request: APIRequestContext,
  signup: Signup = {},
  siteUrl: string = product.siteUrl,
): Promise<{ id: number; email: string }> {
  const email = signup.email ?? uniqueEmail('part2');
  const response = await request.post(`${siteUrl}/api/waitlist`, {
    data: { version: 1, ...signup, email },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { entry } = (await response.json()) as { entry: { id: number } };
  return { id: entry.id, email };
}

/** The browser's own signup, stored the way the landing page stores it, without going through the form. */
export async function signUpInBrowser(page: Page, signup: Signup = {}): Promise<{ id: number; email: string }> {
  const result = await signUp(page.request, signup);
  await page.goto('/this-page-sets-storage-only');
  await page.evaluate(({ id, email }) => {
    localStorage.setItem('waitlistId', String(id));
    localStorage.setItem('userEmail', email);
    localStorage.setItem('waitlistEmail', email);
    sessionStorage.setItem('enteredEmail', email);
  }, result);
  return result;
}

/** Stubs the partner hosts of the seed content, so partner pages opened by a test answer at once. */
export async function stubPartnerSites(context: BrowserContext): Promise<void> {
  const partnerPage = '<!doctype html><html lang="en"><title>Partner</title><h1>Partner offer</h1></html>';
  for (const host of ['track.partner-network.example', 'offers.benefits-partner.example']) {
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: partnerPage }),
    );
  }
}

function readBody(request: Request): unknown {
  try {
    return request.postDataJSON();
  } catch {
    return request.postData();
  }
}

/** The JSON bodies of the API calls a page makes to one path pattern, in order. */
export function recordApiCalls(page: Page, pattern: RegExp) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !pattern.test(url.pathname + url.search)) return;
    calls.push({ method: request.method(), path: url.pathname + url.search, body: readBody(request) });
  });
  return calls;
}

export { uniqueEmail };

/**
 * Installs Playwright's clock and stops it, before the page loads: timers then move only when the test
 * says so (`page.clock.runFor`), however long the test's own checks (axe, say) take in real time.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T15:00:00.000Z');
  await page.clock.install({ time: start });
  // The installed clock runs until paused, and pausing in its past throws: a minute ahead cannot be overrun,
  // even on a machine so busy that a second went by between the two calls (seen in a full run).
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * Answers every navigation to `path` with 204 No Content, which browsers treat as "stay on this page", so a
 * page that moves on by itself after a few seconds stays on screen for as long as a check (axe) takes.
 */
export async function holdNavigationTo(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue()),
  );
}
