import { expect, test } from '@playwright/test';
import { fillAdminField, signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember, findLandingVariant, restoreTrustNote } from './staff.ts';

function siteUrl(): string {
  const value = process.env.E2E_SITE_URL;
  if (!value) throw new Error('E2E_SITE_URL is not set; run the specs through the root playwright.config.ts');
  return value;
}

test('a change a marketer publishes in the admin is on the landing page within seconds', async ({ page }) => {
  const marketer = await createStaffMember('marketer');
  const variant = await findLandingVariant(1);
  const trustNote = `Free, and sent to your email within minutes (${Date.now()})`;

  try {
    // Warm the site's content cache first (it keeps content up to a minute), so only the webhook can refresh it.
    await page.goto(`${siteUrl()}/`);
    await expect(page.getByText(variant.hero.trustNote)).toBeVisible();

    await signIntoAdmin(page, marketer);
    await page.goto(`${cmsUrl()}/admin/collections/landing-variants/${variant.id}`);
    await fillAdminField(page, { fieldId: 'field-hero__trustNote', value: trustNote });
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();

    // The publish webhook empties the site's content cache, so the next page view already has the new text.
    await expect
      .poll(
        async () => {
          await page.goto(`${siteUrl()}/`);
          return page.getByText(trustNote).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  } finally {
    await restoreTrustNote({ id: variant.id, trustNote: variant.hero.trustNote });
  }
});
