import type { GlobalConfig } from 'payload';
import { isMarketerOrAdmin, isStaffOrPublished } from '../../access/index.ts';
import { textField } from '../../fields/text.ts';
import { revalidateGlobalOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { globalSlugs } from '../../slugs.ts';
import { schedulableDrafts } from '../../publishing/scheduled-publishing.ts';

const placeholders = ['{offerId}', '{affiliateId}', '{subId}', '{email}'];

export const Section8Bonus: GlobalConfig = {
  slug: globalSlugs.section8Bonus,
  label: 'Section 8 bonus',
  admin: { group: 'Content', description: 'The bonus card on the thank-you and ebook download pages.', livePreview },
  endpoints: [previewLinkEndpoint({ global: globalSlugs.section8Bonus })],
  access: { read: isStaffOrPublished, update: isMarketerOrAdmin },
  versions: { drafts: schedulableDrafts, max: 50 },
  hooks: { afterChange: [revalidateGlobalOnPublish] },
  fields: [
    previewLinkField,
    textField({ name: 'title' }),
    textField({ name: 'rentText' }),
    textField({ name: 'savingsText' }),
    textField({ name: 'buttonLabel', description: 'Thank-you page button.' }),
    textField({ name: 'loadingLabel', description: 'Thank-you page button while the visitor is looked up.' }),
    textField({ name: 'downloadPageButtonLabel' }),
    textField({ name: 'downloadPageLoadingLabel' }),
    {
      type: 'row',
      fields: [
        textField({ name: 'partnerOfferId', label: 'Partner offer id' }),
        textField({ name: 'affiliateId', label: 'Affiliate id' }),
      ],
    },
    {
      name: 'linkTemplate',
      type: 'text',
      required: true,
      admin: { description: `Partner link; ${placeholders.join(', ')} are filled in when the visitor clicks.` },
      validate: (value: string | null | undefined) =>
        (Boolean(value) && URL.canParse(value ?? '') && (value ?? '').includes('{subId}')) ||
        'Enter a full partner link that contains {subId}.',
    },
  ],
};
