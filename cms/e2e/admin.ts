import { expect, type Page } from '@playwright/test';
import { cmsUrl, type StaffMember } from './staff.ts';

export async function signIntoAdmin(page: Page, { email, password }: StaffMember): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/login`);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}
