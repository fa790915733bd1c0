import { CAMPAIGN_PARAM_ALIASES, TRACKING_PARAM_ALIASES } from '@seniorguide/funnel';
import { clickIdSources, postbackMacros, type ClickIdSource } from '@seniorguide/postbacks';
import type { Field } from 'payload';
import { validatePostbackTemplate } from './validatePostback.ts';

// One postback configuration: the fields of the default and of each affiliate's own entry.

const events = [
  { label: 'Email submitted', value: 'email_submitted' },
  { label: 'Offer accepted (one per offer; {offer_id} names it)', value: 'offer_accepted' },
  { label: 'Reached the thank-you page', value: 'thank_you' },
  { label: 'Downloaded the guide', value: 'download' },
];

const macroHelp = `Macros: ${postbackMacros.map((macro) => `{${macro}}`).join(' ')}. Values are URL-encoded. Must be a public https:// address.`;

// Each choice names the URL parameters it is read from, so a marketer can match it to the source's links.
const spellings = (names: readonly string[], field: string) =>
  `${names.join(', ')}, or the traffic source's ${field} parameter`;

const clickIdSourceLabels: Record<ClickIdSource, string> = {
  auto: 'Automatic: the network click id, else fbclid, gclid, msclkid or ttclid',
  clickid: `Network click id (${spellings(CAMPAIGN_PARAM_ALIASES.clickid, 'click-id')})`,
  fbclid: 'Meta (Facebook, Instagram) click id: fbclid',
  gclid: 'Google Ads click id: gclid',
  gbraid: 'Google Ads app click id: gbraid',
  wbraid: 'Google Ads web-to-app click id: wbraid',
  msclkid: 'Microsoft Advertising click id: msclkid',
  ttclid: 'TikTok click id: ttclid',
  li_fat_id: 'LinkedIn click id: li_fat_id',
  subid: `Sub id (${spellings(TRACKING_PARAM_ALIASES.subId, 'sub id')})`,
  s1: `s1 (${spellings(TRACKING_PARAM_ALIASES.s1, 's1')})`,
  s2: `s2 (${spellings(TRACKING_PARAM_ALIASES.s2, 's2')})`,
  s3: `s3 (${spellings(TRACKING_PARAM_ALIASES.s3, 's3')})`,
  s4: `s4 (${spellings(CAMPAIGN_PARAM_ALIASES.s4, 's4')})`,
  s5: `s5 (${spellings(CAMPAIGN_PARAM_ALIASES.s5, 's5')})`,
};

export function postbackFields({ allowLoopbackHttp }: { allowLoopbackHttp: boolean }): Field[] {
  return [
    { name: 'enabled', type: 'checkbox', label: 'Send postbacks', defaultValue: false },
    {
      name: 'urlTemplate',
      type: 'text',
      label: 'Postback URL',
      validate: validatePostbackTemplate({ allowLoopbackHttp }),
      admin: {
        description: macroHelp,
        placeholder: 'https://track.partner.com/postback?clickid={clickid}&sub={subid}&event={event}&payout={payout}',
      },
    },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      label: 'Events that send it',
      options: events,
      defaultValue: ['email_submitted'],
    },
    {
      name: 'clickIdSource',
      type: 'select',
      label: 'Where {clickid} comes from',
      defaultValue: 'auto',
      options: clickIdSources.map((value) => ({ label: clickIdSourceLabels[value], value })),
    },
    {
      name: 'secret',
      type: 'text',
      label: 'Signing secret (optional)',
      admin: {
        description:
          'When set, each postback carries X-Signature: sha256=<hex>, the HMAC-SHA256 of "<X-Signature-Timestamp>.<URL>" with this secret.',
      },
    },
    {
      name: 'payouts',
      type: 'group',
      label: 'Payout per event ({payout})',
      fields: [
        { name: 'email_submitted', type: 'number', min: 0, label: 'Email submitted' },
        { name: 'offer_accepted', type: 'number', min: 0, label: 'Offer accepted' },
        { name: 'thank_you', type: 'number', min: 0, label: 'Reached thank-you' },
        { name: 'download', type: 'number', min: 0, label: 'Downloaded' },
      ],
    },
  ];
}
