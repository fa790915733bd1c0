import type { Field } from 'payload';

const optionalUrl = (value: string | null | undefined) =>
  !value || URL.canParse(value.replace('{subId}', 'x')) || 'Enter a full web address, or leave it empty.';

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
      admin: { description: 'Affiliate confirmation pixel; {subId} is replaced with the visitor\'s sub id.' },
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
