import { expect, test } from '@playwright/test';

const landings = [
  { path: '/', version: 1, signup: 'modal' },
  { path: '/v2', version: 2, signup: 'modal' },
  { path: '/v3', version: 3, signup: 'inline' },
] as const;

for (const landing of landings) {
  test.describe(`landing page ${landing.path}`, () => {
    test('shows the hero, four brand logos, four benefits and a four-question FAQ', async ({ page }) => {
      await page.goto(landing.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const brands = page.locator('section[aria-labelledby="brands-title"] img');
      await expect(brands).toHaveCount(4);
      const benefits = page.locator('section[aria-labelledby="benefits-title"] li');
      await expect(benefits).toHaveCount(4);
      await expect(benefits).toContainText(['Prescription', 'Grocery', 'bills', 'Housing']);
      await expect(page.locator('#faq-title + div details')).toHaveCount(4);
    });

    test('opens and closes an FAQ answer with the keyboard alone', async ({ page }) => {
      await page.goto(landing.path);
      const question = page.getByText('Is the ebook really free?');
      const details = page.locator('details', { has: question });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('open', '');
      await expect(details.getByText('The guide costs nothing')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(details).not.toHaveAttribute('open', '');
    });

    test('serves every image from the site origin and every image loads', async ({ page, baseURL }) => {
      await page.goto(landing.path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const images = page.locator('img');
      const count = await images.count();
      expect(count).toBeGreaterThan(8);
      for (let index = 0; index < count; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc || element.src);
        expect(new URL(src).origin).toBe(new URL(baseURL ?? '').origin);
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
      }
    });
  });
}

test('the header holds only the centred logo, linking home', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('body > header');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('link')).toHaveAttribute('href', '/');
  await expect(header.getByRole('img')).toHaveAccessibleName('Senior Savings Guide');
  const box = await header.getByRole('img').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(4);
});

test('the footer has the tagline, legal links in a new tab, the copyright year and three social links', async ({
  page,
}) => {
  await page.goto('/v2');
  const footer = page.locator('body > footer');
  await expect(footer).toContainText(
    'Celebrating the wisdom, vitality and endless possibilities that come with aging.',
  );
  for (const name of ['Privacy Policy', 'Terms & Conditions']) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer).toContainText('All rights reserved');
  for (const name of ['Facebook', 'Instagram', 'Twitter (X)']) {
    await expect(footer.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
});

test('loads no React before the visitor reaches for the signup, then hydrates the modal on intent', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(client|SignupModal|Toaster)\./.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Get My Free Guide' }).hover();
  await expect.poll(() => scripts.some((path) => /\/SignupModal\./.test(path))).toBe(true);
});
