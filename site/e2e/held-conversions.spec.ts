import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { section, tableRows, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { product, uniqueEmail } from './support/product.ts';
import { startReviewCmsProxy, type ReviewCmsProxy } from './support/review-cms-proxy.ts';
import { startTimeTravelProduct, type TimeTravelProduct } from './support/time-travel-product.ts';

// An operator reviews held conversions on /analytics: a script's burst of signups and acceptances from one
// network is held (not in the figures), the operator approves one from its row and rejects the rest at once,
// and the figures and the panel follow. A product of the spec's own (its tracker reads a hold threshold of 50
// through a stand-in of the CMS's Postbacks global), so no other spec's conversions are ever held.

const ports = { tracker: 4821, clock: 4822, site: 4823 };
const affiliateId = 'review-burst';
const postbackKey = 'held-conversions-spec-postback-key-0123456789';

let proxy: ReviewCmsProxy;
let timeTravel: TimeTravelProduct;
let operator: Account;

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: humanUserAgent });

/** A script from one address: one browser's user agent, straight to the API, sign up and accept at once. */
async function scriptedSignup(api: APIRequestContext, index: number): Promise<void> {
  const signup = await api.post('/api/waitlist', {
    data: { email: uniqueEmail(`held-${index}`), version: 1, affiliateId, subId: 'placement-9' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { entry } = (await signup.json()) as { entry: { id: number } };
  expect((await api.put(`/api/waitlist/${entry.id}/step/2`)).status()).toBe(200);
  const accepted = await api.put(`/api/waitlist/${entry.id}/offer-action`, {
    data: {
      action: 'accepted',
      pageNumber: 1,
      offerId: 'medicare',
      offerName: 'Medicare Plans',
      timestamp: new Date().toISOString(),
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  proxy = await startReviewCmsProxy({ cmsUrl: product.cmsUrl, holdThreshold: 50 });
  timeTravel = await startTimeTravelProduct(ports, {
    trackerEnv: { TRACKER_CMS_URL: proxy.url, TRACKER_CMS_POSTBACK_KEY: postbackKey },
  });
  operator = await createAccount('operator');
  // The tracker reads the threshold in the background; once it holds one, a page visit gets the landing-time
  // cookie (set only while conversions can be held). A visitor of another affiliate asks until it does.
  const visitor = await playwrightRequest.newContext({
    baseURL: timeTravel.siteUrl,
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  });
  await expect(async () => {
    const visit = await visitor.post('/api/track-visit', {
      data: { page: '/', affiliateId: 'review-warm-up', version: 1 },
    });
    expect(visit.headers()['set-cookie'] ?? '').toContain('sg_landed=');
  }).toPass({ timeout: 30_000 });
  await visitor.dispose();
  // No Accept-Language (Playwright's API client sends none, like most scripts) and no landing: 40, let
  // through; from the third signup on, the same placement and agent on one network hold it. Every acceptance
  // comes the instant its offer is shown: all five held.
  const script = await playwrightRequest.newContext({
    baseURL: timeTravel.siteUrl,
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' },
  });
  for (let index = 0; index < 5; index += 1) await scriptedSignup(script, index);
  await script.dispose();
});

test.afterAll(async () => {
  await timeTravel?.stop();
  await proxy?.close();
});

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
  const response = await context.request.post(`${timeTravel.siteUrl}/api/auth/login`, { data: operator });
  expect(response.status(), await response.text()).toBe(200);
});

async function openReview(page: Page) {
  await page.goto(`${timeTravel.siteUrl}/analytics`);
  await waitForReport(page);
  const panel = section(page, 'Held conversions (review)');
  await expect(panel.getByTestId('held-review')).toHaveAttribute('aria-busy', 'false');
  return panel;
}

const emailsFigure = (page: Page) => page.getByTestId('summary-emails').getByTestId('figure');

test('shows the burst held by affiliate and reason, outside the figures, axe-clean', async ({ page }) => {
  const panel = await openReview(page);
  const [row] = await tableRows(panel.getByTestId('held-by-affiliate'));
  expect(row?.[0]).toBe(affiliateId);
  const heldSignups = 3;
  expect(row?.[1]).toBe(String(heldSignups));
  expect(row?.[2]).toBe('5');
  expect(row?.[3]).toContain('Burst from one placement');
  expect(row?.[3]).toContain('Accepted within 2 s of the offer');
  // The signups let through are the figure; the held ones are named apart.
  await expect(emailsFigure(page)).toHaveText(String(5 - heldSignups));
  await expect(page.getByTestId('summary-emails').getByTestId('detail')).toContainText(
    `${heldSignups} more held for review`,
  );
  await expect(panel.getByTestId('held-conversions').locator('tbody tr')).toHaveCount(heldSignups + 5);
  await expectNoAxeViolations(page);
});

test('approves one signup from its row: it joins the figures and leaves the list', async ({ page }) => {
  const panel = await openReview(page);
  const before = Number(await emailsFigure(page).textContent());
  const rows = panel.getByTestId('held-conversions').locator('tbody tr');
  const count = await rows.count();
  const signupRow = rows.filter({ has: page.getByRole('cell', { name: 'Signup', exact: true }) }).first();
  await signupRow.getByRole('button', { name: /^Approve Signup, entry \d+, review-burst$/ }).click();
  await expect(panel.getByTestId('held-review-status')).toHaveText(
    'Approved 1 conversion: counted in the figures, postbacks on their way.',
  );
  await expect(rows).toHaveCount(count - 1);
  await expect(emailsFigure(page)).toHaveText(String(before + 1));
});

test('rejects the rest at once from the keyboard: nothing is held and the figures stay as they were', async ({
  page,
}) => {
  const panel = await openReview(page);
  const before = await emailsFigure(page).textContent();
  const remaining = await panel.getByTestId('held-conversions').locator('tbody tr').count();
  await panel.getByRole('checkbox', { name: 'Select all listed' }).focus();
  await page.keyboard.press('Space');
  const reject = panel.getByRole('button', { name: `Reject selected (${remaining})` });
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('held-review-status')).toHaveText(
    `Rejected ${remaining} conversions: kept out of the figures, no postback sent.`,
  );
  await expect(panel.getByText('Nothing is held for review.')).toBeVisible();
  await waitForReport(page);
  await expect(emailsFigure(page)).toHaveText(before ?? '');
  await expect(page.getByTestId('summary-emails').getByTestId('detail')).toHaveText('Total signups');
});
