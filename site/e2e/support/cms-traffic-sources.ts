import { expect, type Browser, type Page } from '@playwright/test';
import type { Account } from './analytics-accounts.ts';
import { product } from './product.ts';

// A marketer's traffic source, added in the CMS admin as a marketer does it, and removed again through REST
// as the seeded admin (the spec's clean-up, not a marketer's step).

export type TrafficSourceForm = {
  name: string;
  parameters: Partial<Record<'affiliateId' | 'subId' | 'clickid' | 's1' | 's2' | 's3' | 's4' | 's5', string>>;
};

async function signIntoAdmin(page: Page, { email, password }: Account): Promise<void> {
  await page.goto(`${product.cmsUrl}/admin/login`);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** Signs the marketer into the admin, fills a new traffic source in and saves it. */
export async function addTrafficSourceInAdmin(
  browser: Browser,
  marketer: Account,
  source: TrafficSourceForm,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIntoAdmin(page, marketer);
    await page.goto(`${product.cmsUrl}/admin/collections/traffic-sources/create`);
    const fill = async (id: string, value: string) => {
      const field = page.locator(`#${id}`);
      // The admin form hydrates after the page shows: an early fill can be lost, so each one is checked.
      await expect(async () => {
        await field.fill(value);
        await expect(field).toHaveValue(value, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    };
    await fill('field-name', source.name);
    for (const [field, name] of Object.entries(source.parameters)) await fill(`field-parameters__${field}`, name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('successfully')).toBeVisible();
  } finally {
    await context.close();
  }
}

const adminHeaders = () => ({ 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` });

/** Deletes every traffic source of that name (a spec's clean-up, and a fresh start should a run be repeated). */
export async function removeTrafficSource(name: string): Promise<void> {
  const found = await fetch(
    `${product.cmsUrl}/api/traffic-sources?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
    { headers: adminHeaders() },
  );
  const { docs } = (await found.json()) as { docs: { id: string }[] };
  for (const { id } of docs)
    await fetch(`${product.cmsUrl}/api/traffic-sources/${id}`, { method: 'DELETE', headers: adminHeaders() });
}
