import { expect, test, type Browser, type Page } from '@playwright/test';
import { tableRows } from './support/analytics-page.ts';
import { humanUserAgent, nextVisitorAddress } from './support/analytics-visitors.ts';
import { createPausedExperiment, deleteExperiment, type ExperimentDoc } from './support/cms-experiments.ts';
import { startExperimentProduct, type ExperimentProduct } from './support/experiment-product.ts';
import { product, uniqueEmail } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// A landing experiment counts what its visitors did, and nothing a script says they did: people who browse `/`
// under a running experiment appear under the variant they were shown, with their signups, while scripted
// calls that name the experiment and a variant in the body (or carry a cookie they made up) change no figure.

let stored: ExperimentDoc;
let lab: ExperimentProduct;
const shown = new Map<number, { visitors: number; signups: number }>();

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  return context.newPage();
}

async function shownVersion(page: Page): Promise<number> {
  return page.evaluate(() =>
    Number(
      (JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as { landingVersion?: number })
        .landingVersion,
    ),
  );
}

/** The variants' figures on the dashboard: [variant, visitors, signups] per row. */
async function dashboardFigures(browser: Browser): Promise<string[][]> {
  const context = await browser.newContext({
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  await context.addCookies([{ name: 'payload-token', value: product.adminToken, url: lab.siteUrl }]);
  const page = await context.newPage();
  await page.goto(`${lab.siteUrl}/analytics`);
  const panel = page.getByTestId('experiment-panel');
  await panel.getByRole('combobox', { name: 'Experiment' }).selectOption({ label: `${stored.name} (running)` });
  const results = panel.locator(`[data-testid="experiment-results"][data-experiment="${stored.id}"]`);
  await expect(results).toBeVisible();
  await expect(panel.getByTestId('experiment-body')).toHaveAttribute('aria-busy', 'false');
  const rows = await tableRows(results.locator('table[data-affiliate=""]'));
  await context.close();
  return rows.map(([variant = '', , visitors = '', signups = '']) => [variant.split(' ')[0] ?? '', visitors, signups]);
}

const expectedFigures = () =>
  [1, 2].map((version) => [
    `v${version}`,
    String(shown.get(version)?.visitors ?? 0),
    String(shown.get(version)?.signups ?? 0),
  ]);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  stored = await createPausedExperiment({ name: `Counting test ${Date.now()}` });
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
});

test.afterAll(async () => {
  await lab?.stop();
  if (stored?.id) await deleteExperiment(stored.id);
});

test('visitors who browse / under a running experiment appear under the variant they saw, with their signups', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  for (let visitor = 0; visitor < 6; visitor += 1) {
    const page = await newVisitor(browser);
    const visit = page.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
    await page.goto(`${lab.siteUrl}/`);
    const version = await shownVersion(page);
    expect((await visit).status()).toBe(200);
    // A second page of the same visit, and coming back later, count no second visitor.
    await page.goto(`${lab.siteUrl}/`);
    const figures = shown.get(version) ?? { visitors: 0, signups: 0 };
    figures.visitors += 1;
    if (visitor % 2 === 0) {
      const dialog = await openSignupModal(page);
      await dialog.getByLabel('Your email address').fill(uniqueEmail(`counted-v${version}`));
      const signup = page.waitForResponse(
        (response) => response.url().endsWith('/api/waitlist') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
      expect((await signup).status()).toBeLessThan(300);
      figures.signups += 1;
    }
    shown.set(version, figures);
    await page.context().close();
  }
  expect(await dashboardFigures(browser)).toEqual(expectedFigures());
});

test('scripted visits and signups that name the experiment and a variant change nothing', async ({
  browser,
  playwright,
}) => {
  const before = await dashboardFigures(browser);
  expect(before).toEqual(expectedFigures());
  const mark = { id: stored.id, version: 2, since: stored.since };
  const script = await playwright.request.newContext({ baseURL: lab.siteUrl, userAgent: humanUserAgent });
  // The visits of the report: sixty in a burst, then ten signups, each naming variant 2 in the body.
  const visits = await Promise.all(
    Array.from({ length: 60 }, () =>
      script.post('/api/track-visit', {
        data: { page: '/', referrer: '', version: 2, experiment: mark },
        headers: { 'x-forwarded-for': nextVisitorAddress() },
      }),
    ),
  );
  for (const answer of visits) expect(answer.status()).toBe(200);
  for (let index = 0; index < 10; index += 1) {
    const answer = await script.post('/api/waitlist', {
      data: { email: uniqueEmail('scripted'), version: 2, experiment: mark },
      headers: { 'x-forwarded-for': nextVisitorAddress(), cookie: `sg_landing=${stored.id}.2` },
    });
    expect(answer.status()).toBeLessThan(300);
  }
  await script.dispose();
  expect(await dashboardFigures(browser)).toEqual(before);
});
