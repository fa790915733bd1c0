import type { CollectionConfig } from 'payload';
import { anyone, isMarketerOrAdmin } from '../../access/index.ts';
import { env } from '../../env.ts';
import { collectionSlugs } from '../../slugs.ts';
import { checkUploadedFile } from './hooks/checkUploadedFile.ts';

export const Media: CollectionConfig = {
  slug: collectionSlugs.media,
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType'] },
  access: {
    read: anyone,
    create: isMarketerOrAdmin,
    update: isMarketerOrAdmin,
    delete: isMarketerOrAdmin,
  },
  // An SVG is stored as its sanitised copy or refused, markup under another name is refused, and no file is
  // fetched from an address (hooks/checkUploadedFile.ts); every file is served sandboxed
  // (src/security/served-uploads.ts). SECURITY.md "CMS (Payload admin and REST)".
  hooks: { beforeOperation: [checkUploadedFile] },
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
