import type { Field } from 'payload';
import { validatePostbackTemplate } from './validatePostback.ts';

// One postback configuration: the fields of the default and of each affiliate's own entry.

const events = [
  { label: 'Email submitted', value: 'email_submitted' },
  { label: 'Offer accepted (one per offer; {offer_id} names it)', value: 'offer_accepted' },
  { label: 'Reached the thank-you page', value: 'thank_you' },
  { label: 'Downloaded the guide', value: 'download' },
];

const macroHelp =
  'Macros: {subid} {s1} {s2} {s3} {utm_source} {utm_medium} {utm_campaign} {utm_content} {utm_term} {clickid} {event} {entry_id} {offer_id} {timestamp} {payout}. Values are URL-encoded. Must be a public https:// address.';

export function postbackFields({ allowLoopbackHttp }: { allowLoopbackHttp: boolean }): Field[] {
  return [
    { name: 'enabled', type: 'checkbox', label: 'Send postbacks', defaultValue: false },
    {
      name: 'urlTemplate',
      type: 'text',
      label: 'Postback URL',
      validate: validatePostbackTemplate({ allowLoopbackHttp }),
      admin: { description: macroHelp, placeholder: 'https://track.partner.com/postback?clickid={clickid}&sub={subid}&event={event}&payout={payout}' },
    },
    { name: 'events', type: 'select', hasMany: true, label: 'Events that send it', options: events, defaultValue: ['email_submitted'] },
    {
      name: 'clickIdSource',
      type: 'select',
      label: 'Where {clickid} comes from',
      defaultValue: 'auto',
      options: [
        { label: 'fbclid, else gclid', value: 'auto' },
        { label: 'fbclid', value: 'fbclid' },
        { label: 'gclid', value: 'gclid' },
        { label: 'sub id', value: 'subid' },
        { label: 's1', value: 's1' },
        { label: 's2', value: 's2' },
        { label: 's3', value: 's3' },
      ],
    },
    {
      name: 'secret',
      type: 'text',
      label: 'Signing secret (optional)',
      admin: {
        description: 'When set, each postback carries X-Signature: sha256=<hex>, the HMAC-SHA256 of "<X-Signature-Timestamp>.<URL>" with this secret.',
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
