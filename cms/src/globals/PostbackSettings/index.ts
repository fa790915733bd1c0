import type { GlobalConfig } from 'payload';
import { isMarketerOrAdmin } from '../../access/index.ts';
import { env } from '../../env.ts';
import { globalSlugs } from '../../slugs.ts';
import { postbackFields } from './postbackFields.ts';
import { postbackSettingsReadAccess } from './readAccess.ts';
import { conversionReviewField } from './conversionReviewField.ts';
import { validateAffiliateIds } from './validatePostback.ts';

// Server-to-server postbacks (the tracker sends them): a default for every affiliate and an entry per
// affiliate that needs its own. No drafts: a saved change reaches the tracker within 30 seconds.
export const PostbackSettings: GlobalConfig = {
  slug: globalSlugs.postbackSettings,
  label: 'Postbacks',
  admin: {
    group: 'Settings',
    description: 'Server-to-server conversion postbacks to traffic sources. See tracker/README.md "Postbacks".',
  },
  access: { read: postbackSettingsReadAccess({ readKey: env.CMS_POSTBACK_READ_KEY }), update: isMarketerOrAdmin },
  fields: [
    {
      name: 'defaultPostback',
      type: 'group',
      label: 'Default (every affiliate without its own entry)',
      fields: postbackFields({ allowLoopbackHttp: env.CMS_POSTBACK_ALLOW_LOOPBACK }),
    },
    {
      name: 'affiliates',
      type: 'array',
      label: 'Per affiliate',
      validate: validateAffiliateIds,
      fields: [
        { name: 'affiliateId', type: 'text', required: true, label: 'Affiliate id' },
        ...postbackFields({ allowLoopbackHttp: env.CMS_POSTBACK_ALLOW_LOOPBACK }),
      ],
    },
    conversionReviewField,
  ],
};
