import { expect, type FrameLocator, type Page } from '@playwright/test';
import { cmsUrl, type StaffMember } from './staff.ts';

export async function signIntoAdmin(page: Page, { email, password }: StaffMember): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/login`);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/**
 * Types into an admin field and waits until the form has registered the change (the publish button
 * becomes enabled). The admin form hydrates after the page shows, so a very early fill can be lost;
 * retrying the fill until the button reacts makes that harmless.
 */
export async function fillAdminField(
  page: Page,
  { fieldId, value }: { fieldId: string; value: string },
): Promise<void> {
  const field = page.locator(`#${fieldId}`);
  const publish = page.getByRole('button', { name: 'Publish changes' });
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
    await expect(publish).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Types into an admin field and saves the document as a draft (retrying the fill as fillAdminField does). */
export async function saveAdminDraft(
  page: Page,
  { fieldId, value }: { fieldId: string; value: string },
): Promise<void> {
  const field = page.locator(`#${fieldId}`);
  const saveDraft = page.getByRole('button', { name: 'Save Draft' });
  await expect(async () => {
    await field.fill(value);
    await expect(saveDraft).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await saveDraft.click();
  await expect(page.getByText('Draft saved successfully.')).toBeVisible();
}

/** Opens the edit view's live preview at a phone's width (390 × 844) and answers its frame. */
export async function openLivePreviewOnPhone(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Live Preview' }).click();
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
  await page.getByRole('button', { name: 'Phone (390 × 844)' }).click();
  return page.frameLocator('#live-preview-iframe');
}
