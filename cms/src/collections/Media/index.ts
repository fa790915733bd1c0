import type { CollectionConfig } from 'payload';
import { anyone, isMarketerOrAdmin } from '../../access/index.ts';
import { env } from '../../env.ts';
import { collectionSlugs } from '../../slugs.ts';

export const Media: CollectionConfig = {
  slug: collectionSlugs.media,
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType'] },
  access: {
    read: anyone,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  upload: {
    staticDir: env.CMS_MEDIA_DIR,
    mimeTypes: ['image/*', 'application/pdf'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for people using screen readers.' },
    },
  ],
};
