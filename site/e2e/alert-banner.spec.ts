import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createAccount, useOwnAddress, type Account } from './support/analytics-accounts.ts';
import { waitForReport } from './support/analytics-page.ts';
import { humanUserAgent, nextVisitorAddress } from './support/analytics-visitors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { freePort } from './support/free-port.ts';
import { startTimeTravelProduct, type TimeTravelProduct } from './support/time-travel-product.ts';

// The operator sees the tracker's active alerts in a banner on /analytics. A product of the spec's own whose
// tracker clock the spec sets: eight visits at this time of day on each of the last seven days, none in the
// last hour, so the traffic rule finds that traffic has stopped. The emails the alerts send and the other
// rules are proven through the tracker (tracker/test/alerts.test.ts).

const dayMs = 24 * 60 * 60 * 1000;
const visitsPerDay = 8;

let timeTravel: TimeTravelProduct;
let operator: Account;

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: humanUserAgent });

/** One visitor's first page, as the landing page reports it: a browser of its own, so each is one visit. */
async function visit(siteUrl: string): Promise<void> {
  const visitor = await playwrightRequest.newContext({
    baseURL: siteUrl,
    userAgent: humanUserAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  const response = await visitor.post('/api/track-visit', {
    data: { page: '/', affiliateId: 'alert-spec', version: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  await visitor.dispose();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  timeTravel = await startTimeTravelProduct({
    tracker: await freePort(),
    clock: await freePort(),
    site: await freePort(),
  });
  operator = await createAccount('operator');
  const now = Date.now();
  for (let day = 7; day >= 1; day -= 1) {
    await timeTravel.setClock(new Date(now - day * dayMs - 10 * 60 * 1000).toISOString());
    for (let n = 0; n < visitsPerDay; n += 1) await visit(timeTravel.siteUrl);
  }
  await timeTravel.setClock(new Date().toISOString());
});

test.afterAll(async () => {
  await timeTravel?.stop();
});

test('shows the active alert in a banner above the filters, axe-clean', async ({ page, context }) => {
  await useOwnAddress(context);
  const login = await context.request.post(`${timeTravel.siteUrl}/api/auth/login`, { data: operator });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${timeTravel.siteUrl}/analytics`);
  await waitForReport(page);
  const banner = page.getByRole('region', { name: 'Alerts' });
  await expect(banner.getByRole('alert')).toContainText('1 alert needs your attention');
  await expect(banner.locator('li[data-rule="traffic_stopped"]')).toContainText('Traffic has stopped');
  await expect(banner).toContainText(`the same time of the last 7 days had ${visitsPerDay} on average`);
  await expectNoAxeViolations(page);
});
