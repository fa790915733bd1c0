import { demoPageKinds, type DemoPageKind } from '@seniorguide/content';
import type { CollectionConfig } from 'payload';
import { isMarketerOrAdmin, isStaffOrPublished } from '../../access/index.ts';
import { selectOptions } from '../../fields/select-options.ts';
import { slugField } from '../../fields/slug.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { textField, textareaField } from '../../fields/text.ts';
import { revalidateCollectionOnDelete, revalidateCollectionOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { collectionSlugs } from '../../slugs.ts';
import { schedulableDrafts } from '../../publishing/scheduled-publishing.ts';

type DemoPageData = { kind?: DemoPageKind };

const isQuoteForm = (data: Partial<DemoPageData>) => data.kind === 'quote-form';
const isPartnerLink = (data: Partial<DemoPageData>) => data.kind === 'partner-link';

export const DemoPages: CollectionConfig = {
  slug: collectionSlugs.demoPages,
  labels: { singular: 'Demo offer page', plural: 'Demo offer pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'kind', '_status'],
    description: 'Pages under /offer-landing/<slug> that show how a partner offer looks.',
    livePreview,
  },
  endpoints: [previewLinkEndpoint({ collection: collectionSlugs.demoPages })],
  access: {
    read: isStaffOrPublished,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  versions: { drafts: schedulableDrafts, maxPerDoc: 20 },
  hooks: {
    afterChange: [revalidateCollectionOnPublish()],
    afterDelete: [revalidateCollectionOnDelete()],
  },
  fields: [
    previewLinkField,
    slugField({ description: 'The page is served at /offer-landing/<slug>.' }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: selectOptions({
        values: demoPageKinds,
        labels: { 'partner-link': 'Button to a partner site', 'quote-form': 'Demo form (only shows an alert)' },
      }),
      admin: { position: 'sidebar' },
    },
    textField({ name: 'title' }),
    textField({ name: 'eyebrow' }),
    textField({ name: 'headline' }),
    textareaField({ name: 'intro' }),
    {
      name: 'claims',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'label', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
      ],
    },
    {
      name: 'form',
      type: 'group',
      admin: { condition: isQuoteForm },
      fields: [
        ...['heading', 'nameLabel', 'phoneLabel', 'emailLabel', 'zipLabel', 'submitLabel'].map((name) =>
          textField({ name, required: false }),
        ),
        textareaField({ name: 'alertMessage', required: false, description: 'The alert the button shows.' }),
      ],
    },
    {
      name: 'partner',
      type: 'group',
      admin: { condition: isPartnerLink },
      fields: [
        textField({ name: 'buttonLabel', required: false }),
        textField({ name: 'url', required: false, description: 'Opens in a new tab.' }),
      ],
    },
    textField({ name: 'backLinkLabel', description: 'The link back to /thank-you.' }),
    textareaField({ name: 'finePrint', required: false }),
  ],
};
