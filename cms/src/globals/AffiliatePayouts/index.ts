import type { GlobalConfig } from 'payload';
import { isMarketerOrAdmin } from '../../access/index.ts';
import { hasRole } from '../../access/roles.ts';
import { holdsTrackerKey } from '../../access/tracker-key.ts';
import { env } from '../../env.ts';
import { amountField, pricePeriodsField } from '../../fields/price-periods.ts';
import { globalSlugs } from '../../slugs.ts';
import { validateAffiliateIds } from '../PostbackSettings/validatePostback.ts';

// What the business pays its affiliates: per signup and per accepted offer, as periods so a change never
// rewrites what was already earned. A default for every affiliate, and an entry for each affiliate on other
// terms. Marketers edit; operators read (the dashboard's payout and profit come from here); the tracker reads
// with its key within 30 seconds of a save. Anonymous readers never see it.

const payoutPeriods = (description: string) =>
  pricePeriodsField({
    name: 'periods',
    label: 'Payout periods',
    description,
    amounts: [amountField('signup', 'Per signup ($)'), amountField('acceptedOffer', 'Per accepted offer ($)')],
  });

export const AffiliatePayouts: GlobalConfig = {
  slug: globalSlugs.affiliatePayouts,
  label: 'Affiliate payouts',
  admin: {
    group: 'Settings',
    description:
      'What each affiliate is paid for a signup and for an accepted offer. Add a period to change a payout: conversions before its start keep the old amount.',
  },
  access: {
    read: ({ req }) =>
      hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] }) ||
      holdsTrackerKey(req, env.CMS_POSTBACK_READ_KEY),
    update: isMarketerOrAdmin,
  },
  fields: [
    {
      name: 'default',
      type: 'group',
      label: 'Default (every affiliate without its own entry)',
      fields: [payoutPeriods('The payout of every affiliate not listed below.')],
    },
    {
      name: 'affiliates',
      type: 'array',
      label: 'Per affiliate',
      validate: validateAffiliateIds,
      fields: [
        { name: 'affiliateId', type: 'text', required: true, label: 'Affiliate id' },
        payoutPeriods('This affiliate’s payout; before its first period the default applies.'),
      ],
    },
  ],
};
