import { expect, test } from '@playwright/test';
import { nothingListensUrl, startSite, type StartedSite } from './support/site-server.ts';
import { openSignupModal } from './support/signup.ts';
import { product, specSitePorts, uniqueEmail } from './support/product.ts';

let site: StartedSite;
test.beforeAll(async () => {
  site = await startSite({ port: specSitePorts.trackerOutage, cmsUrl: product.cmsUrl, trackerUrl: nothingListensUrl });
});
test.afterAll(async () => site.stop());

test('answers /api calls with a JSON 502 in the error envelope when the tracker is down', async () => {
  const answer = await fetch(`${site.url}/api/health`);
  expect(answer.status).toBe(502);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(await answer.json()).toEqual({
    error: { code: 'tracker_unavailable', message: expect.stringContaining('temporarily unavailable') },
  });
});

test('still renders the landing page, and a signup shows the server message in the "Error" toast', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openSignupModal(page);
  await dialog.getByLabel('Your email address').fill(uniqueEmail('down'));
  await dialog.getByRole('button', { name: 'Send My Free Guide' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(toast).toContainText('The service is temporarily unavailable. Please try again in a moment.');
  await expect(dialog.getByRole('button', { name: 'Send My Free Guide' })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe('/');
});
