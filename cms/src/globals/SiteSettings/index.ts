import type { GlobalConfig } from 'payload';
import { anyone, isMarketerOrAdmin } from '../../access/index.ts';
import { textField, textareaField } from '../../fields/text.ts';
import { webUrlField } from '../../fields/web-url.ts';
import { revalidateGlobalOnPublish } from '../../hooks/revalidateOnPublish.ts';
import { collectionSlugs, globalSlugs } from '../../slugs.ts';
import { integrationFields } from './integrationFields.ts';
import { validateHost } from './validateHost.ts';

// No drafts: settings take effect when saved.
export const SiteSettings: GlobalConfig = {
  slug: globalSlugs.siteSettings,
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isMarketerOrAdmin },
  hooks: { afterChange: [revalidateGlobalOnPublish] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and footer',
          fields: [
            textField({ name: 'siteName' }),
            { name: 'logo', type: 'upload', relationTo: collectionSlugs.media },
            textareaField({ name: 'tagline', description: 'Shown in the footer.' }),
            {
              name: 'legal',
              type: 'group',
              fields: [
                webUrlField({ name: 'privacyPolicyUrl', label: 'Privacy Policy URL' }),
                textField({ name: 'privacyPolicyLabel' }),
                webUrlField({ name: 'termsUrl', label: 'Terms & Conditions URL' }),
                textField({ name: 'termsLabel' }),
                textField({ name: 'copyrightHolder', description: 'Follows "© <year>" in the footer.' }),
                textField({ name: 'rightsReserved' }),
              ],
            },
            {
              name: 'social',
              type: 'group',
              fields: [
                webUrlField({ name: 'facebookUrl', label: 'Facebook URL' }),
                webUrlField({ name: 'instagramUrl', label: 'Instagram URL' }),
                webUrlField({ name: 'twitterUrl', label: 'Twitter / X URL' }),
              ],
            },
          ],
        },
        {
          label: 'Partners and integrations',
          fields: [
            {
              name: 'redirect',
              type: 'group',
              label: 'Redirect page',
              fields: [
                {
                  name: 'allowedHosts',
                  type: 'array',
                  admin: { description: 'The only hosts /redirect may send a visitor to, e.g. track.partner.com.' },
                  fields: [{ name: 'host', type: 'text', required: true, validate: validateHost }],
                },
              ],
            },
            integrationFields,
          ],
        },
        {
          label: 'Email and ebook',
          fields: [
            {
              name: 'email',
              type: 'group',
              fields: [
                textField({ name: 'senderName' }),
                { name: 'senderAddress', type: 'email', required: true },
                { name: 'replyToAddress', type: 'email' },
                textField({ name: 'subject' }),
                textareaField({ name: 'postalAddress', description: 'Printed in every email footer.' }),
              ],
            },
            {
              name: 'ebook',
              type: 'group',
              fields: [
                textField({ name: 'title' }),
                textField({ name: 'edition' }),
                {
                  name: 'file',
                  type: 'upload',
                  relationTo: collectionSlugs.media,
                  filterOptions: { mimeType: { equals: 'application/pdf' } },
                  admin: { description: 'The guide PDF. Until one is uploaded the site serves its bundled copy.' },
                },
                textField({ name: 'publicPath', description: 'Where visitors download the guide on the site.' }),
              ],
            },
          ],
        },
      ],
    },
  ],
};
