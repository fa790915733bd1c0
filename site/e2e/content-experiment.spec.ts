import { expect, test, type Browser, type Page } from '@playwright/test';
import { tableRows } from './support/analytics-page.ts';
import { humanUserAgent, nextVisitorAddress } from './support/analytics-visitors.ts';
import { deleteExperiment, type ExperimentDoc } from './support/cms-experiments.ts';
import { startExperimentProduct, type ExperimentProduct } from './support/experiment-product.ts';
import { product, uniqueEmail } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// A headline test: one landing version, two arms (the published headline and a new one), saved in the CMS as a
// content experiment. Fresh visitors are split between the arms, each keeps the headline they were shown, and
// the dashboard shows the signups per arm, overall and per affiliate. Visitors browse with an ordinary desktop
// user agent: the tracker leaves bots out of every figure.

const newHeadline = 'Every senior discount in one free guide';
let stored: ExperimentDoc;
let lab: ExperimentProduct;
let publishedHeadline = '';
/** Per affiliate ('' for everyone) and arm: visitors and signups as the visitors lived them. */
const lived = new Map<string, Map<number, { visitors: number; signups: number }>>();

async function createPausedHeadlineTest(): Promise<ExperimentDoc> {
  const response = await fetch(`${product.cmsUrl}/api/experiments?depth=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` },
    body: JSON.stringify({
      name: `Headline test ${Date.now()}`,
      route: '/',
      kind: 'content',
      landingVersion: 1,
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline: newHeadline } },
      ],
      startsAt: '2026-01-01T00:00:00.000Z',
      status: 'paused',
    }),
  });
  if (!response.ok) throw new Error(`CMS experiment create failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { doc: ExperimentDoc }).doc;
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  return context.newPage();
}

const headlineOf = (page: Page) => page.locator('#hero-title').innerText();

function count(affiliate: string, arm: number, signedUp: boolean) {
  for (const audience of ['', affiliate]) {
    const arms = lived.get(audience) ?? new Map<number, { visitors: number; signups: number }>();
    const figures = arms.get(arm) ?? { visitors: 0, signups: 0 };
    figures.visitors += 1;
    if (signedUp) figures.signups += 1;
    arms.set(arm, figures);
    lived.set(audience, arms);
  }
}

const expectedRows = (audience: string) =>
  [1, 2].map((arm) => {
    const figures = lived.get(audience)?.get(arm) ?? { visitors: 0, signups: 0 };
    return [`Arm ${arm} (v1)`, String(figures.visitors), String(figures.signups)];
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  stored = await createPausedHeadlineTest();
  lab = await startExperimentProduct();
  lab.setExperiment({ ...stored, status: 'running', winner: null, updatedAt: new Date().toISOString() });
  await fetch(`${lab.siteUrl}/internal/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'e2e-secret' },
    body: JSON.stringify({ collection: 'experiments' }),
  });
  await expect
    .poll(async () => (await fetch(`${lab.siteUrl}/`)).headers.has('set-cookie'), { timeout: 60_000 })
    .toBe(true);
  const published = await fetch(`${product.cmsUrl}/api/landing-variants?where[version][equals]=1&depth=0`);
  publishedHeadline = ((await published.json()) as { docs: { hero: { title: string } }[] }).docs[0]!.hero.title;
});

test.afterAll(async () => {
  await lab?.stop();
  if (stored?.id) await deleteExperiment(stored.id);
});

test('fresh visitors are split between the two headlines and each keeps theirs; the dashboard counts the signups per arm, overall and per affiliate', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const armOf = (headline: string) => (headline === newHeadline ? 2 : 1);
  for (let visitor = 0; visitor < 12; visitor += 1) {
    const affiliate = visitor % 3 === 0 ? 'arm-aff-b' : 'arm-aff-a';
    const page = await newVisitor(browser);
    const visit = page.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
    await page.goto(`${lab.siteUrl}/?affiliateId=${affiliate}`);
    const headline = await headlineOf(page);
    expect([publishedHeadline, newHeadline]).toContain(headline);
    expect((await visit).status()).toBe(200);
    // Coming back shows the same headline: the arm is kept in the signed cookie.
    await page.goto(`${lab.siteUrl}/`);
    expect(await headlineOf(page)).toBe(headline);
    const signsUp = visitor % 2 === 0;
    if (signsUp) {
      const dialog = await openSignupModal(page);
      await dialog.getByLabel('Your email address').fill(uniqueEmail(`arm-${armOf(headline)}`));
      const signup = page.waitForResponse(
        (response) => response.url().endsWith('/api/waitlist') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
      expect((await signup).status()).toBeLessThan(300);
    }
    count(affiliate, armOf(headline), signsUp);
    await page.context().close();
  }
  // Twelve fresh visitors at 50/50: both headlines are shown (all twelve on one arm has a chance of 1 in 2,048).
  expect([...(lived.get('')?.keys() ?? [])].sort()).toEqual([1, 2]);

  const context = await browser.newContext({
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  await context.addCookies([{ name: 'payload-token', value: product.adminToken, url: lab.siteUrl }]);
  const dashboard = await context.newPage();
  await dashboard.goto(`${lab.siteUrl}/analytics`);
  const panel = dashboard.getByTestId('experiment-panel');
  await panel.getByRole('combobox', { name: 'Experiment' }).selectOption({ label: `${stored.name} (running)` });
  const results = panel.locator(`[data-testid="experiment-results"][data-experiment="${stored.id}"]`);
  await expect(results).toBeVisible();
  await expect(panel.getByTestId('experiment-body')).toHaveAttribute('aria-busy', 'false');
  for (const audience of ['', 'arm-aff-a', 'arm-aff-b']) {
    const rows = await tableRows(results.locator(`table[data-affiliate="${audience}"]`));
    expect(rows.map(([arm = '', , visitors = '', signups = '']) => [arm, visitors, signups])).toEqual(
      expectedRows(audience),
    );
  }
  await context.close();
});

test('a marketer previews an arm like a draft, with an affiliate id, while visitors of / see the published headline', async ({
  page,
  browser,
}) => {
  const made = await fetch(`${product.cmsUrl}/api/experiments/${stored.id}/preview-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` },
    body: JSON.stringify({ arm: 2, tracking: { affiliateId: 'ARMPREVIEW' }, lifetimeHours: 1 }),
  });
  expect(made.status).toBe(200);
  const { url } = (await made.json()) as { url: string };
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['set-cookie']).toBeUndefined();
  await expect(page.locator('#hero-title')).toHaveText(newHeadline);
  await expect(page.getByText('Preview of unpublished changes')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('#hero-title')).toHaveText(publishedHeadline);
  await visitor.close();
});
