import { expect, test } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/analytics-accounts.ts';
import { openDashboard, section, waitForReport } from './support/analytics-page.ts';
import { humanUserAgent } from './support/analytics-visitors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { easternToday } from './support/operator.ts';
import { product } from './support/product.ts';

// What changed, on the chart: a marketer publishes a demo page during the test (through the CMS's REST API, as
// the admin does), and the operator's trend chart carries a "Published" mark for it, listed under the chart as a
// link to that published version in the CMS admin.

let operator: Account;

test.use({ userAgent: humanUserAgent });

test.beforeAll(async () => {
  operator = await createAccount('operator');
});

type DemoPage = { id: string | number; title: string };

async function cms(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${product.cmsUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${product.adminToken}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`CMS ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Publishes the demo page as it is (a marketer's publish); answers the page and the id of the published version. */
async function publishDemoPage(slug: string): Promise<{ page: DemoPage; versionId: string }> {
  const { docs } = (await cms(`/api/demo-pages?where[slug][equals]=${slug}&depth=0&limit=1`)) as { docs: DemoPage[] };
  const page = docs[0];
  if (!page) throw new Error(`No demo page ${slug} in the CMS`);
  await cms(`/api/demo-pages/${page.id}?overrideLock=true`, {
    method: 'PATCH',
    body: JSON.stringify({ _status: 'published' }),
  });
  const versions = (await cms(
    `/api/demo-pages/versions?where[parent][equals]=${page.id}&where[version._status][equals]=published&sort=-updatedAt&limit=1&depth=0`,
  )) as { docs: { id: string | number }[] };
  const versionId = versions.docs[0]?.id;
  if (versionId === undefined) throw new Error('The publish left no published version');
  return { page, versionId: String(versionId) };
}

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a publish made during the test is marked on the trend chart and listed with a link to it', async ({
  page,
  context,
}) => {
  // A publish through the CMS, the signed-in dashboard and an axe scan of it: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const { page: demoPage, versionId } = await publishDemoPage('hearing-aids');
  await signIn(context, operator);
  const today = easternToday();
  await openDashboard(page, `?startDate=${daysBefore(today, 6)}&endDate=${today}`);
  await waitForReport(page);
  const trend = section(page, 'Daily trend');
  await trend.getByTestId('trend-chart').scrollIntoViewIfNeeded();
  await expect(trend.getByRole('img', { name: /^Daily trend of impressions/ })).toBeVisible();

  const changes = trend.getByTestId('chart-changes');
  const link = changes.locator(`a[href$="/demo-pages/${demoPage.id}/versions/${versionId}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(`Published: Demo page ${demoPage.title}`);
  await expect(link).toHaveAttribute(
    'href',
    `${new URL(product.cmsUrl).origin}/admin/collections/demo-pages/${demoPage.id}/versions/${versionId}`,
  );
  await expect(link.locator('xpath=..')).toContainText(today);
  // The chart itself carries the mark: a dashed line labelled by its kind.
  await expect(trend.locator('.apexcharts-xaxis-annotations text', { hasText: 'Published' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
