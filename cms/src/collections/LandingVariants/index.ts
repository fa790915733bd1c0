import { signupModes } from '@seniorguide/content';
import type { CollectionConfig } from 'payload';
import { isMarketerOrAdmin, isStaffOrPublished } from '../../access/index.ts';
import { selectOptions } from '../../fields/select-options.ts';
import { previewLinkField } from '../../preview/preview-link-field.ts';
import { livePreview } from '../../preview/live-preview.ts';
import { previewLinkEndpoint } from '../../preview/preview-link-endpoint.ts';
import { revalidateCollectionOnDelete, revalidateCollectionOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { collectionSlugs } from '../../slugs.ts';
import { benefitsFields } from './fields/benefits.ts';
import { faqFields } from './fields/faq.ts';
import { heroFields } from './fields/hero.ts';
import { publishEffectEndpoint } from './publishEffectEndpoint.ts';
import { restartExperimentsOnPublish } from './hooks/restartExperimentsOnPublish.ts';
import { signupFields } from './fields/signup.ts';
import { schedulableDrafts } from '../../publishing/scheduled-publishing.ts';

const slugOfVariant = (doc: Record<string, unknown>) => `v${String(doc.version)}`;

export const LandingVariants: CollectionConfig = {
  slug: collectionSlugs.landingVariants,
  labels: { singular: 'Landing variant', plural: 'Landing variants' },
  admin: {
    group: 'Content',
    useAsTitle: 'internalName',
    defaultColumns: ['version', 'internalName', 'signupMode', '_status', 'updatedAt'],
    description: 'Version 1 is served at /, version 2 at /v2 and version 3 at /v3.',
    livePreview,
    components: {
      edit: { PublishButton: '/collections/LandingVariants/PublishWithCountingWarning.tsx#PublishWithCountingWarning' },
    },
  },
  endpoints: [previewLinkEndpoint({ collection: collectionSlugs.landingVariants }), publishEffectEndpoint],
  defaultSort: 'version',
  access: {
    read: isStaffOrPublished,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  versions: { drafts: schedulableDrafts, maxPerDoc: 50 },
  hooks: {
    afterChange: [revalidateCollectionOnPublish({ slugOf: slugOfVariant }), restartExperimentsOnPublish],
    afterDelete: [revalidateCollectionOnDelete({ slugOf: slugOfVariant })],
  },
  fields: [
    {
      name: 'version',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      max: 3,
      admin: { position: 'sidebar', step: 1 },
    },
    { name: 'internalName', type: 'text', required: true, admin: { description: 'Only marketers see this name.' } },
    {
      name: 'signupMode',
      type: 'select',
      required: true,
      defaultValue: 'modal',
      options: selectOptions({
        values: signupModes,
        labels: { modal: 'Modal opened by the buttons', inline: 'Form on the page' },
      }),
      admin: { position: 'sidebar' },
    },
    previewLinkField,
    {
      type: 'tabs',
      tabs: [
        { label: 'Hero and brands', fields: heroFields },
        { label: 'Benefits and figures', fields: benefitsFields },
        { label: 'FAQ and call to action', fields: faqFields },
        { label: 'Signup', fields: signupFields },
      ],
    },
  ],
};
