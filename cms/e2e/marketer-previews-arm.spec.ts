import { expect, test } from '@playwright/test';
import { openLivePreviewOnPhone, signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember } from './staff.ts';

// A marketer prepares a headline test (paused, so no visitor is in it) and sees its arms in the admin's live
// preview at a phone's width: the page of its landing version with the arm that changes something, a switch to
// the other arm, and, after changing that arm's headline and saving, the new one; a preview link shows the arm
// with the affiliate chosen, while a visitor of the same page still sees the published headline.

function siteUrl(): string {
  const value = process.env.E2E_SITE_URL;
  if (!value) throw new Error('E2E_SITE_URL is not set; run the specs through the root playwright.config.ts');
  return value;
}

const adminHeaders = () => ({
  'content-type': 'application/json',
  authorization: `JWT ${process.env.E2E_ADMIN_TOKEN ?? ''}`,
});

async function publishedHeadline(version: number): Promise<string> {
  const response = await fetch(`${cmsUrl()}/api/landing-variants?where[version][equals]=${version}&depth=0`);
  const { docs } = (await response.json()) as { docs: { hero: { title: string } }[] };
  if (!docs[0]) throw new Error(`No published landing variant ${version}`);
  return docs[0].hero.title;
}

// Arm 1 changes nothing, so the paused test shows `/` as it is published to everyone meanwhile.
async function createPausedHeadlineTest(headline: string): Promise<string> {
  const response = await fetch(`${cmsUrl()}/api/experiments?depth=0`, {
    method: 'POST',
    headers: adminHeaders(),
    body: JSON.stringify({
      name: `Arm preview ${Date.now()}`,
      route: '/',
      kind: 'content',
      landingVersion: 1,
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50, overrides: { headline } },
      ],
      startsAt: '2026-01-01T00:00:00.000Z',
      status: 'paused',
    }),
  });
  if (!response.ok) throw new Error(`Creating the experiment answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { doc: { id: string } }).doc.id;
}

test('a marketer previews the arms of a headline test at phone width in the admin and by a preview link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const marketer = await createStaffMember('marketer');
  const published = await publishedHeadline(1);
  const armHeadline = `A headline an arm tries (${Date.now()})`;
  const changedHeadline = `${armHeadline}, changed`;
  const id = await createPausedHeadlineTest(armHeadline);

  try {
    await signIntoAdmin(page, marketer);
    await page.goto(`${cmsUrl()}/admin/collections/experiments/${id}`);
    const frame = await openLivePreviewOnPhone(page);
    await expect(frame.locator('#hero-title')).toHaveText(armHeadline);
    await expect(frame.getByText('Preview of unpublished changes')).toBeVisible();
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);

    // The other arm, from the preview's own switch.
    await frame.getByRole('link', { name: 'Show arm 1' }).click();
    await expect(frame.locator('#hero-title')).toHaveText(published);

    // A change to the arm, saved, is what the preview shows next.
    const armField = page.locator('#field-variants__1__overrides__headline');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(async () => {
      await armField.fill(changedHeadline);
      await expect(save).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await save.click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();
    // The save reloads the frame on the arm that changes something; from arm 1 the switch goes back to arm 2.
    await expect(async () => {
      const toArm2 = frame.getByRole('link', { name: 'Show arm 2' });
      if ((await toArm2.count()) > 0) await toArm2.click();
      await expect(frame.locator('#hero-title')).toHaveText(changedHeadline, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    // The shareable link of arm 2, with an affiliate id.
    await page.getByLabel('Affiliate id').fill('AFFARM');
    await page.getByLabel('Arm to show').selectOption('2');
    await page.getByRole('button', { name: 'Create preview link' }).click();
    const link = await page.getByLabel(/^Preview link \(expires/).inputValue();
    const colleague = await browser.newPage();
    await colleague.goto(link);
    await expect(colleague.locator('#hero-title')).toHaveText(changedHeadline);
    expect(new URL(colleague.url()).searchParams.get('affiliateId')).toBe('AFFARM');
    await colleague.close();

    // A visitor of the same page still sees the published headline.
    const visitor = await browser.newPage();
    await visitor.goto(`${siteUrl()}/`);
    await expect(visitor.locator('#hero-title')).toHaveText(published);
    await visitor.close();
  } finally {
    await fetch(`${cmsUrl()}/api/experiments/${id}`, { method: 'DELETE', headers: adminHeaders() });
  }
});
