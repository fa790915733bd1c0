import { expect, signUp, test } from './support/funnel-visitor.ts';
import { setBrowserTextSize, settleLayout } from './support/text-size.ts';

// On a 390×844 phone the page's main action is on the first screen at the usual text size, and within one
// screen's scroll at 200% text.

test.use({ viewport: { width: 390, height: 844 } });

test('the download button is on the first screen, and within one scroll at 200% text', async ({ page }) => {
  const { id, email } = await signUp(page.request);
  await page.goto(`/ebook-download?email=${encodeURIComponent(email)}&id=${id}`);
  const download = page.getByRole('link', { name: /Download Your Senior Savings Guide/ });
  await expect(page.getByTestId('guide-for')).toBeVisible();
  const bottomAt = async () => {
    await settleLayout(page);
    const box = await download.boundingBox();
    return (box?.y ?? Infinity) + (box?.height ?? 0) + (await page.evaluate(() => window.scrollY));
  };
  expect(await bottomAt()).toBeLessThanOrEqual(844);
  await setBrowserTextSize(page, 2);
  expect(await bottomAt()).toBeLessThanOrEqual(2 * 844);
  // The contents list is still on the page, under the button.
  await expect(page.getByRole('heading', { name: "What's inside" })).toBeVisible();
});
