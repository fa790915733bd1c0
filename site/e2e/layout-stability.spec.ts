import type { Page } from '@playwright/test';
import { product } from './support/product.ts';
import { expect, holdNavigationTo, signUp, signUpInBrowser, stubPartnerSites, test } from './support/funnel-visitor.ts';
import { waitForIslands } from './support/page-ready.ts';
import { waitForReport } from './support/analytics-page.ts';

// Nothing moves under the visitor's finger. Every route and state is loaded at a phone and a
// desktop size, and the layout shifts a PerformanceObserver sees (those not caused by input) must add up to
// at most 0.02, from the first paint until the page has settled.

const maxShift = 0.02;
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Reflect.set(window, '__layoutShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        const sources = (shift.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`
            : String(node?.nodeName);
        });
        shifts.push({ value: shift.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settle(page: Page, visit: Visit): Promise<void> {
  await waitForIslands(page);
  if (!visit.movesOnBeforeLoad) await page.waitForLoadState('load');
  // Late work (idle callbacks, lazy chunks, fonts) gets a moment to move things if it is going to.
  await page.waitForTimeout(1500);
}

async function expectStableLayout(page: Page): Promise<void> {
  const shifts = await page.evaluate(
    () => Reflect.get(window, '__layoutShifts') as { value: number; sources: string[] }[],
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(maxShift);
}

// movesOnBeforeLoad: the page navigates on by itself as soon as it can, which may be before its load event (a
// slow machine, late images); a document whose loading a navigation cut short never fires load, so such a visit
// waits for its navigation (held: the page stays) instead.
type Visit = { name: string; open: (page: Page) => Promise<void>; movesOnBeforeLoad?: boolean };

/** The ad screen recovers the visitor, then, with no ad network configured, goes on to /thank-you (held here). */
async function openAdScreen(page: Page): Promise<void> {
  const { id } = await signUp(page.request);
  await holdNavigationTo(page, '/thank-you');
  const onToThankYou = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/thank-you',
  );
  await page.goto(`/continue-registration/adq?id=${id}`, { waitUntil: 'commit' });
  await onToThankYou;
}

const visits: Visit[] = [
  { name: 'landing v1', open: async (page) => void (await page.goto('/')) },
  { name: 'landing v2', open: async (page) => void (await page.goto('/v2')) },
  { name: 'landing v3', open: async (page) => void (await page.goto('/v3')) },
  { name: 'demo offer page', open: async (page) => void (await page.goto('/offer-landing/emergency-pendant')) },
  { name: 'not found', open: async (page) => void (await page.goto('/no-such-page')) },
  {
    name: 'sequential offers (recovered by id)',
    open: async (page) => {
      const { id } = await signUp(page.request);
      await page.goto(`/continue-registration?id=${id}`);
      await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    },
  },
  {
    name: 'sequential offers v3 (recovered from storage)',
    open: async (page) => {
      await signUpInBrowser(page);
      await page.goto('/v3/continue-registration');
      await expect(page.getByRole('article').getByRole('button', { name: 'No thanks' })).toBeEnabled();
    },
  },
  {
    name: 'sequential offers (no session)',
    open: async (page) => {
      await holdNavigationTo(page, '/');
      await page.goto('/continue-registration?id=999999999');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'offer list (recovered by id)',
    open: async (page) => {
      const { id } = await signUp(page.request);
      await page.goto(`/continue-registration-2?id=${id}`);
      await expect(page.getByRole('button', { name: 'No thanks' })).toBeEnabled();
    },
  },
  {
    name: 'offer list (no session)',
    open: async (page) => {
      await holdNavigationTo(page, '/');
      await page.goto('/continue-registration-2?id=999999999');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  { name: 'ad screen (recovering, then on to thank-you)', movesOnBeforeLoad: true, open: openAdScreen },
  {
    name: 'ad screen on a slow link (on to thank-you before its images arrive)',
    movesOnBeforeLoad: true,
    open: async (page) => {
      await page.route(/\.(png|jpe?g|webp|avif|svg|woff2?)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => undefined);
      });
      await openAdScreen(page);
    },
  },
  {
    name: 'thank-you',
    open: async (page) => {
      const { id, email } = await signUp(page.request);
      await page.goto(`/thank-you?id=${id}&email=${encodeURIComponent(email)}`);
    },
  },
  {
    // The page learns only from the tracker that nothing was sent, and says so with the download link under it.
    name: 'thank-you for an address with no signup',
    open: async (page) => void (await page.goto('/thank-you?email=reader%40example.com')),
  },
  {
    name: 'ebook download',
    open: async (page) => {
      const { email } = await signUp(page.request);
      await page.goto(`/ebook-download?email=${encodeURIComponent(email)}`);
    },
  },
  {
    name: 'redirect',
    open: async (page) => {
      await holdNavigationTo(page, '/thank-you');
      await page.goto(`/redirect?url=${encodeURIComponent('https://offers.benefits-partner.example/x')}`);
    },
  },
  {
    name: 'dashboard signed out',
    open: async (page) => {
      await page.goto('/analytics');
      await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
    },
  },
  {
    name: 'dashboard signed in',
    open: async (page) => {
      await page.context().addCookies([{ name: 'payload-token', value: product.adminToken, url: product.siteUrl }]);
      await page.goto('/analytics');
      await waitForReport(page);
    },
  },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page, context }) => {
      await stubPartnerSites(context);
      await watchLayoutShifts(page);
    });

    for (const visit of visits) {
      test(`${visit.name} does not move after the first paint (${viewport.name})`, async ({ page }) => {
        await visit.open(page);
        await settle(page, visit);
        await expectStableLayout(page);
      });
    }
  });
}
