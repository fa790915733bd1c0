import { expect, test } from '@playwright/test';
import { openLivePreviewOnPhone, saveAdminDraft, signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember } from './staff.ts';

// A marketer saves a new headline of an offer as a draft, sees the offer's card and list tile in the admin's
// live preview at a phone's width, and makes a preview link with an affiliate id: it opens the draft on the
// real site with the accept link carrying that affiliate's sub id, while visitors of the offer list still see
// the published headline and nobody without the link reaches the preview page. The draft is put back after.

function siteUrl(): string {
  const value = process.env.E2E_SITE_URL;
  if (!value) throw new Error('E2E_SITE_URL is not set; run the specs through the root playwright.config.ts');
  return value;
}

// In both flows, and no other spec of the admin edits it.
const offerSlug = 'auto-insurance';

type OfferDoc = { id: string; title: string; headline: string };

async function publishedOffer(): Promise<OfferDoc> {
  const response = await fetch(`${cmsUrl()}/api/offers?where[slug][equals]=${offerSlug}&depth=0`);
  const { docs } = (await response.json()) as { docs: OfferDoc[] };
  if (!docs[0]) throw new Error(`No published offer ${offerSlug}`);
  return docs[0];
}

/** Saves the published headline as the newest draft again, so no later spec's admin form opens ours. */
async function putDraftBack(offer: OfferDoc): Promise<void> {
  const response = await fetch(`${cmsUrl()}/api/offers/${offer.id}?draft=true&overrideLock=true`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${process.env.E2E_ADMIN_TOKEN ?? ''}` },
    body: JSON.stringify({ headline: offer.headline, _status: 'draft' }),
  });
  if (!response.ok) throw new Error(`Putting the draft back answered ${response.status}`);
}

test('a marketer previews an offer draft at phone width and shares a preview link with an affiliate id', async ({
  page,
  browser,
  request,
}) => {
  const marketer = await createStaffMember('marketer');
  const offer = await publishedOffer();
  const draftHeadline = `An offer headline still in draft (${Date.now()})`;

  try {
    await signIntoAdmin(page, marketer);
    await page.goto(`${cmsUrl()}/admin/collections/offers/${offer.id}`);
    await saveAdminDraft(page, { fieldId: 'field-headline', value: draftHeadline });

    // The live preview: the offer's card (one at a time) and its tile (the list), from the saved draft, on a phone.
    const frame = await openLivePreviewOnPhone(page);
    await expect(frame.getByRole('article', { name: offer.title })).toContainText(draftHeadline);
    await expect(frame.getByRole('button', { name: new RegExp(offer.title) })).toContainText(draftHeadline);
    await expect(frame.getByText('Preview of unpublished changes')).toBeVisible();
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);

    // The shareable link, with the affiliate id the marketer chose: the accept link carries its sub id.
    await page.getByLabel('Affiliate id').fill('AFF556');
    await page.getByRole('button', { name: 'Create preview link' }).click();
    const link = await page.getByLabel(/^Preview link \(expires/).inputValue();
    expect(new URL(link).searchParams.get('affiliateId')).toBe('AFF556');

    const colleague = await browser.newPage();
    await colleague.goto(link);
    const card = colleague.getByRole('article', { name: offer.title });
    await expect(card).toContainText(draftHeadline);
    await expect(card.getByRole('link')).toHaveAttribute('href', /subid=ONB_AFF556$/);
    await colleague.close();

    // Visitors of the offer list still read the published headline; the preview page is nobody's without a link.
    const list = await request.get(`${siteUrl()}/continue-registration-2`);
    const listPage = await list.text();
    expect(listPage).toContain(offer.headline);
    expect(listPage).not.toContain(draftHeadline);
    const withoutLink = await request.get(new URL(new URL(link).pathname, siteUrl()).href);
    expect(withoutLink.status()).toBe(404);
    expect(await withoutLink.text()).not.toContain(draftHeadline);
  } finally {
    await putDraftBack(offer);
  }
});
