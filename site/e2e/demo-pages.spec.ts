import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/funnel-visitor.ts';

// The demo offer pages: their claims, partner links and demo forms, with the alert a demo form shows.

test('emergency-pendant offers the pendant, opens the partner site in a new tab and links back to /thank-you', async ({
  page,
  context,
}) => {
  await context.route('https://offers.benefits-partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
  );
  await page.goto('/offer-landing/emergency-pendant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help at the Press of a Button, Day or Night');
  await expect(page.getByText('home-security company')).toBeVisible();
  const partner = page.getByRole('link', { name: /Claim My Free Pendant/ });
  await expect(partner).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await partner.click();
  expect((await popup).url()).toContain('offers.benefits-partner.example/emergency-pendant');
  await expect(page.getByRole('link', { name: 'Back to your guide' })).toHaveAttribute('href', '/thank-you');
  await expectNoAxeViolations(page);
});

const forms = [
  {
    slug: 'dental-savings',
    heading: 'Save 15-60% at the Dentist',
    claims: ['15-60%', '$9.95/month', '100,000+'],
    button: 'Get My Free Quote',
    alert: 'This is a demo page. In a real application, your information would be submitted for a quote.',
  },
  {
    slug: 'hearing-aids',
    heading: 'Try Modern Hearing Aids Free for 45 Days',
    claims: ['45-day', 'Extra 15%'],
    button: 'Start My Free Trial',
    alert: 'This is a demo page. In a real application, your free trial would be processed.',
  },
] as const;

for (const form of forms) {
  test(`${form.slug} shows its claims and four fields, and the button only shows the demo alert`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') apiCalls.push(request.url());
    });
    await page.goto(`/offer-landing/${form.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading);
    for (const claim of form.claims) await expect(page.getByText(claim, { exact: true })).toBeVisible();
    for (const label of ['Full name', 'Phone number', 'Email address', 'ZIP code'])
      await expect(page.getByLabel(label)).toBeEditable();
    await expectNoAxeViolations(page);

    // No validation: an empty form and a nonsense email both get the same alert, and nothing is sent.
    for (const email of ['', 'not-an-email']) {
      await page.getByLabel('Email address').fill(email);
      const alerts: string[] = [];
      page.once('dialog', (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await page.getByRole('button', { name: form.button }).click();
      await expect.poll(() => alerts).toEqual([`alert: ${form.alert}`]);
    }
    expect(new URL(page.url()).pathname).toBe(`/offer-landing/${form.slug}`);
    expect(apiCalls.filter((url) => !url.endsWith('/api/log-error') && !url.endsWith('/api/track-visit'))).toEqual([]);
  });
}

test('an unknown demo page is the not-found screen', async ({ page }) => {
  const response = await page.goto('/offer-landing/free-cruise');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test('the demo pages fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const slug of ['emergency-pendant', 'dental-savings', 'hearing-aids']) {
    await page.goto(`/offer-landing/${slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(320);
  }
});
