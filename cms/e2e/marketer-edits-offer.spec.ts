import { expect, test } from '@playwright/test';
import { fillAdminField, signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember, findOfferBySlug } from './staff.ts';

const offerSlug = 'meals-on-wheels';

test('a marketer edits an offer headline in the admin, publishes it, and REST readers see it', async ({ page }) => {
  const marketer = await createStaffMember('marketer');
  const offer = await findOfferBySlug(offerSlug);
  const newHeadline = `Hot, healthy meals brought to your door (${Date.now()})`;

  await signIntoAdmin(page, marketer);
  await page.goto(`${cmsUrl()}/admin/collections/offers/${offer.id}`);
  await expect(page.locator('#field-headline')).toHaveValue(offer.headline);
  await fillAdminField(page, { fieldId: 'field-headline', value: newHeadline });
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();

  await expect.poll(async () => (await findOfferBySlug(offerSlug)).headline).toBe(newHeadline);
});

test('an operator can open the offer in the admin but cannot change it', async ({ page }) => {
  const operator = await createStaffMember('operator');
  const offer = await findOfferBySlug(offerSlug);

  await signIntoAdmin(page, operator);
  await page.goto(`${cmsUrl()}/admin/collections/offers/${offer.id}`);
  await expect(page.locator('#field-headline')).toHaveValue(offer.headline);
  await expect(page.locator('#field-headline')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
});
