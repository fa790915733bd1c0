import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/analytics-accounts.ts';
import { makePrefix } from './support/analytics-dataset.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { visitLanding } from './support/analytics-visitors.ts';

// Opening the dashboard asks the tracker for what its first view shows in a few calls, not one per table and
// panel (and one per affiliate for the comparison): each call is a round trip through the site's proxy, the
// session check and the tracker, and on a loaded machine their queueing, not the figures, made the wait.

/** The most /api calls the dashboard may make from the moment /analytics opens until its first view is drawn. */
const maxCallsOnOpen = 5;

const prefix = makePrefix();

// Traffic from a few affiliates: the comparison once asked for each affiliate's funnel on its own.
test.beforeAll(async () => {
  for (const [index, affiliateId] of [`${prefix}-a`, `${prefix}-b`, `${prefix}-c`].entries())
    await visitLanding({ affiliateId, version: 1, count: 5 + index });
});

/** Every /api call the page makes, in order (method and path, without the query). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The report, and every panel below it with its figures in (not loading, nothing failed). */
async function waitForFirstView(page: Page): Promise<void> {
  await waitForReport(page);
  await expect(section(page, 'Affiliates compared').getByRole('table')).toBeVisible();
  await expect(section(page, 'By dimension').getByRole('table')).toBeVisible();
  await expect(page.getByTestId('experiment-body')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('held-review')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('postback-health')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('consent-ledger-figures').locator('dl')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What changed' })).toBeAttached();
  // Anything a drawn panel still asks for right after (its second call) counts too.
  await page.waitForLoadState('networkidle');
}

test(`opens the signed-in dashboard with at most ${maxCallsOnOpen} API calls`, async ({ page, context }) => {
  await signIn(context, await createAccount('operator'));
  const calls = recordApiCalls(page);
  await openDashboard(page);
  await waitForFirstView(page);
  console.log(`API calls on opening /analytics: ${calls.length}\n  ${calls.join('\n  ')}`);
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(maxCallsOnOpen);
});
