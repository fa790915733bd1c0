import { request as playwrightRequest, type Page } from '@playwright/test';
import { arrivalCookieName } from '@seniorguide/contracts';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { dimensionRows, openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { addTrafficSourceInAdmin, removeTrafficSource } from './support/cms-traffic-sources.ts';
import { expect, test, uniqueEmail } from './support/funnel-visitor.ts';
import { waitForIslands } from './support/page-ready.ts';
import { product } from './support/product.ts';
import { openSignupModal } from './support/signup.ts';

// A marketer adds a traffic source in the CMS with its own parameter names, and a link from that source
// attributes as it is, with no rewriting: the affiliate, the network's click id and its placement reach the
// operator's report.

test.use({ userAgent: humanUserAgent });

const acme = { name: 'Acme Network', parameters: { affiliateId: 'acme_pub', clickid: 'acme_click', s4: 'acme_place' } };
// Unique per run: the report counts every visitor of the affiliate.
const affiliate = `P7-${Date.now().toString(36)}`;

let marketer: Account;
let operator: Account;

test.beforeAll(async () => {
  await removeTrafficSource(acme.name);
  [marketer, operator] = await Promise.all([createAccount('marketer'), createAccount('operator')]);
});

test.afterAll(async () => {
  await removeTrafficSource(acme.name);
});

/**
 * Waits until the site credits the source's names, asking for the landing page's HTML alone (no script runs,
 * so nothing is counted): the publish call reaches the site a moment after the save.
 */
async function waitUntilTheSiteKnows(parameter: string) {
  const probe = await playwrightRequest.newContext({ baseURL: product.siteUrl, userAgent: humanUserAgent });
  try {
    await expect
      .poll(
        async () => {
          const answer = await probe.get(`/?${parameter}=probe-${Date.now()}`, { maxRedirects: 0 });
          return answer
            .headersArray()
            .some(
              ({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith(`${arrivalCookieName}=`),
            );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    await probe.dispose();
  }
}

async function signUpInModal(page: Page, email: string) {
  await waitForIslands(page);
  const form = await openSignupModal(page);
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Send My Free Guide' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/continue-registration'));
}

async function reportRows(page: Page, dimension: string) {
  await openDashboard(page, `?affiliateId=${encodeURIComponent(affiliate)}&dimension=${dimension}`);
  await waitForReport(page);
  const rows = await dimensionRows(section(page, 'By dimension').getByTestId('dimension-table'), 'tbody tr');
  // Value, impressions, emails.
  return rows.map((row) => row.slice(0, 3));
}

test("a link from a source added in the CMS is credited under the source's own parameter names", async ({
  page,
  browser,
}) => {
  test.slow();
  await addTrafficSourceInAdmin(browser, marketer, acme);
  await waitUntilTheSiteKnows(acme.parameters.affiliateId);

  await page.goto(`/?acme_pub=${affiliate}&acme_click=AC-1&acme_place=top`);
  await signUpInModal(page, uniqueEmail('traffic-source'));

  const operatorContext = await browser.newContext({ userAgent: humanUserAgent });
  await signIn(operatorContext, operator);
  const dashboard = await operatorContext.newPage();
  await expect.poll(() => reportRows(dashboard, 's4'), { timeout: 20_000 }).toEqual([['top', '1', '1']]);
  await expect.poll(() => reportRows(dashboard, 'click_source'), { timeout: 20_000 }).toEqual([['network', '1', '1']]);
  await operatorContext.close();
});
