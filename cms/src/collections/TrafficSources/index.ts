import type { CollectionConfig } from 'payload';
import { anyone, isMarketerOrAdmin, isStaffField } from '../../access/index.ts';
import { revalidateCollectionOnDelete, revalidateCollectionOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { collectionSlugs } from '../../slugs.ts';
import { checkOtherSources } from './checkOtherSources.ts';
import { parameterFields } from './parameterFields.ts';

// Networks and ad platforms that send visitors under their own URL parameter names. Saving applies (no
// drafts): the site reads the names on the next landing after the publish call. The site reads the list
// without signing in, so the parameter names are public (they are in every link the source sends anyway);
// which networks the product works with, the source's name, is for staff only.
export const TrafficSources: CollectionConfig = {
  slug: collectionSlugs.trafficSources,
  labels: { singular: 'Traffic source', plural: 'Traffic sources' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt'],
    description:
      'A network or ad platform whose links name their values differently (e.g. ?acme_pub=123&acme_click=abc). Enter its parameter names and its links attribute as they are, with no rewriting.',
  },
  // Not the name: anonymous readers (the site) may neither read nor sort by it.
  defaultSort: 'createdAt',
  access: {
    read: anyone,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  hooks: {
    beforeChange: [checkOtherSources],
    afterChange: [revalidateCollectionOnPublish({ slugOf: () => collectionSlugs.trafficSources })],
    afterDelete: [revalidateCollectionOnDelete({ slugOf: () => collectionSlugs.trafficSources })],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 80,
      access: { read: isStaffField },
      admin: { description: 'How marketers know this source, e.g. Acme Network. Never shown to visitors.' },
    },
    parameterFields,
  ],
};
