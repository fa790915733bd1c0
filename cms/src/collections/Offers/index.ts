import type { CollectionConfig } from 'payload';
import { isMarketerOrAdmin, isStaffOrPublished } from '../../access/index.ts';
import { offerCategories } from '@seniorguide/content';
import { selectOptions } from '../../fields/select-options.ts';
import { slugField } from '../../fields/slug.ts';
import { textField, textareaField } from '../../fields/text.ts';
import { revalidateCollectionOnDelete, revalidateCollectionOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { amountField, pricePeriodsField, staffOrTrackerReads } from '../../fields/price-periods.ts';
import { env } from '../../env.ts';
import { collectionSlugs } from '../../slugs.ts';
import { requireDisclaimerOnPublish } from './hooks/requireDisclaimerOnPublish.ts';
import { flowFields } from './flowFields.ts';
import { validateTrackingLink } from './validateTrackingLink.ts';
import { schedulableDrafts } from '../../publishing/scheduled-publishing.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';

export const Offers: CollectionConfig = {
  slug: collectionSlugs.offers,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'category', 'flows', '_status', 'updatedAt'],
    description: 'Partner offers shown after signup, in the sequential flow, the list flow, or both.',
    livePreview,
  },
  endpoints: [previewLinkEndpoint({ collection: collectionSlugs.offers })],
  defaultSort: 'createdAt',
  access: {
    read: isStaffOrPublished,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  versions: { drafts: schedulableDrafts, maxPerDoc: 50 },
  hooks: {
    beforeChange: [requireDisclaimerOnPublish],
    afterChange: [revalidateCollectionOnPublish()],
    afterDelete: [revalidateCollectionOnDelete()],
  },
  fields: [
    previewLinkField,
    slugField({ description: 'The offer id the funnel records, e.g. "housing-grants".' }),
    textField({ name: 'offerid', label: 'Partner offer id', description: "The partner network's id for this offer." }),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'commercial',
      options: selectOptions({
        values: offerCategories,
        labels: {
          medicare: 'Medicare (needs the third-party marketer disclaimer)',
          'government-benefit': 'Government benefit (needs the "not affiliated with the government" notice)',
          commercial: 'Commercial',
        },
      }),
      admin: { position: 'sidebar' },
    },
    textField({ name: 'title' }),
    textField({ name: 'headline' }),
    textareaField({ name: 'description' }),
    textField({ name: 'buttonText' }),
    {
      name: 'baseUrl',
      label: 'Tracking link (base URL)',
      type: 'text',
      required: true,
      validate: validateTrackingLink,
      admin: { description: 'Tracking link with offer and affiliate fixed, ending in "subid=".' },
    },
    textField({
      name: 'sourceLine',
      required: false,
      description: 'E.g. "Source: National Council on Aging, 2024". Empty shows "Source: Industry Research, 2024".',
    }),
    {
      name: 'icon',
      type: 'upload',
      relationTo: collectionSlugs.media,
      admin: { description: 'Shown in the list flow.' },
    },
    ...flowFields,
    pricePeriodsField({
      name: 'prices',
      label: 'What the partner pays',
      description:
        'Per accepted offer, from the moment each period starts. Add a period to change the price: acceptances before its start keep the old one. Staff and the tracker read this; visitors never do.',
      amounts: [amountField('perAcceptedOffer', 'Per accepted offer ($)')],
      access: { read: staffOrTrackerReads(env.CMS_POSTBACK_READ_KEY) },
    }),
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: {
        description:
          'Shown under the offer. Medicare offers must name the third-party marketer; government-benefit offers must ' +
          'say they are not affiliated with the government. Drafts may leave it empty; publishing may not.',
      },
    },
  ],
};
