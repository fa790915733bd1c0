import type { Field } from 'payload';
import { validateWebUrl } from '../../fields/web-url.ts';

// Script and pixel addresses: only http(s), so a `javascript:` or `data:` script can never be configured.
const optionalUrl = validateWebUrl({ required: false });

// Every integration is optional: an empty field switches that third party off.
export const integrationFields: Field = {
  name: 'integrations',
  type: 'group',
  label: 'Third-party integrations',
  admin: { description: 'Leave a field empty to switch that integration off.' },
  fields: [
    {
      name: 'affiliatePixelUrlTemplate',
      type: 'text',
      validate: optionalUrl,
      admin: { description: "Affiliate confirmation pixel; {subId} is replaced with the visitor's sub id." },
    },
    { name: 'referralWidgetScriptUrl', type: 'text', validate: optionalUrl },
    { name: 'tagManagerContainerId', type: 'text', admin: { description: 'E.g. GTM-XXXXXXX.' } },
    { name: 'adNetworkScriptUrl', type: 'text', validate: optionalUrl },
    {
      name: 'adNetworkExitUrl',
      type: 'text',
      validate: optionalUrl,
      admin: { description: 'Where the ad screen sends the visitor when the ad form fails.' },
    },
  ],
};
