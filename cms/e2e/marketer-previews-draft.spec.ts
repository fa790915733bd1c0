import { expect, test } from '@playwright/test';
import { openLivePreviewOnPhone, saveAdminDraft, signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember } from './staff.ts';

// A marketer saves a new headline of landing version 2 as a draft, sees it in the admin's live preview at a
// phone's width, and makes a preview link with an affiliate id that opens the draft on the real site, while a
// visitor of /v2 still sees the published headline. The draft is put back to the published text afterwards.

function siteUrl(): string {
  const value = process.env.E2E_SITE_URL;
  if (!value) throw new Error('E2E_SITE_URL is not set; run the specs through the root playwright.config.ts');
  return value;
}

type Variant = { id: string; hero: { title: string } };

const adminHeaders = () => ({
  'content-type': 'application/json',
  authorization: `JWT ${process.env.E2E_ADMIN_TOKEN ?? ''}`,
});

async function publishedVariant(version: number): Promise<Variant> {
  const response = await fetch(`${cmsUrl()}/api/landing-variants?where[version][equals]=${version}&depth=0`);
  const { docs } = (await response.json()) as { docs: Variant[] };
  if (!docs[0]) throw new Error(`No published landing variant ${version}`);
  return docs[0];
}

/** Saves the published headline as the newest draft again, so no later spec's admin form opens ours. */
async function putDraftBack(variant: Variant): Promise<void> {
  const response = await fetch(`${cmsUrl()}/api/landing-variants/${variant.id}?draft=true&overrideLock=true`, {
    method: 'PATCH',
    headers: adminHeaders(),
    body: JSON.stringify({ hero: { title: variant.hero.title }, _status: 'draft' }),
  });
  if (!response.ok) throw new Error(`Putting the draft back answered ${response.status}`);
}

test('a marketer previews a draft headline at phone width and shares a preview link with an affiliate id', async ({
  page,
  browser,
}) => {
  const marketer = await createStaffMember('marketer');
  const variant = await publishedVariant(2);
  const draftTitle = `A headline still in draft (${Date.now()})`;

  try {
    await signIntoAdmin(page, marketer);
    await page.goto(`${cmsUrl()}/admin/collections/landing-variants/${variant.id}`);
    await saveAdminDraft(page, { fieldId: 'field-hero__title', value: draftTitle });

    // The live preview: the site's page beside the form, from the saved draft, at a phone's width.
    const frame = await openLivePreviewOnPhone(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect(frame.getByText('Preview of unpublished changes')).toBeVisible();
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);

    // The shareable link, with the affiliate id the marketer chose.
    await page.getByLabel('Affiliate id').fill('AFF555');
    await page.getByRole('button', { name: 'Create preview link' }).click();
    const link = await page.getByLabel(/^Preview link \(expires/).inputValue();
    expect(new URL(link).searchParams.get('affiliateId')).toBe('AFF555');

    const colleague = await browser.newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    expect(new URL(colleague.url()).searchParams.get('affiliateId')).toBe('AFF555');
    await colleague.close();

    // A visitor of the same page still sees what is published.
    const visitor = await browser.newPage();
    await visitor.goto(`${siteUrl()}/v2`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(variant.hero.title);
    await visitor.close();
  } finally {
    await putDraftBack(variant);
  }
});
