import { expect, test } from '@playwright/test';

for (const path of ['/no-such-page', '/v4', '/continue-registration/unknown/deeper', '/landing?x=1']) {
  test(`answers ${path} with the not-found screen and status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    const message = page.getByText('Did you forget to add the page to the router?');
    await expect(message).toBeVisible();
    const messageBox = await message.boundingBox();
    const footerBox = await page.locator('body > footer').boundingBox();
    expect((messageBox?.y ?? 0) < (footerBox?.y ?? 0)).toBe(true);
  });
}
