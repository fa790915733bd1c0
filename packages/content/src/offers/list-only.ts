import { seedMedia, seedTimestamp } from '../media.ts';
import type { Offer } from '../types/offer.ts';
import { buildSeedTrackingLink, governmentNotice } from './tracking-link.ts';

const meta = { createdAt: seedTimestamp, updatedAt: seedTimestamp, _status: 'published' } as const;

// Categories only the list flow (/continue-registration-2) shows.

export const section8: Offer = {
  ...meta,
  id: 'seed-offer-section-8',
  slug: 'section-8',
  offerid: '6252',
  category: 'government-benefit',
  title: 'Section 8 Housing',
  headline: 'Pay About 30% of Your Income for Rent',
  description:
    'Section 8 vouchers help seniors with lower incomes afford a safe home. Learn how the waiting list works and how to apply.',
  buttonText: 'Learn About Section 8',
  baseUrl: buildSeedTrackingLink({ offerid: '6252' }),
  sourceLine: 'Source: U.S. Department of Housing and Urban Development, 2024',
  icon: seedMedia.iconSection8,
  flows: ['list'],
  order: { sequential: null, list: 1 },
  disclaimer: `${governmentNotice} Applying for Section 8 through your local housing authority is always free.`,
};

export const foodStamps: Offer = {
  ...meta,
  id: 'seed-offer-food-stamps',
  slug: 'food-stamps',
  offerid: '4388',
  category: 'government-benefit',
  title: 'Food Stamps (SNAP)',
  headline: 'Get Help Buying Groceries',
  description:
    'SNAP benefits help seniors on a budget buy healthy food. See whether you may qualify and how to apply in your state.',
  buttonText: 'Check SNAP Eligibility',
  baseUrl: buildSeedTrackingLink({ offerid: '4388' }),
  sourceLine: 'Source: U.S. Department of Agriculture, 2024',
  icon: seedMedia.iconGroceries,
  flows: ['list'],
  order: { sequential: null, list: 2 },
  disclaimer: `${governmentNotice} Applying for SNAP is always free.`,
};

export const seniorDiscounts: Offer = {
  ...meta,
  id: 'seed-offer-senior-discounts',
  slug: 'senior-discounts',
  offerid: '4019',
  category: 'commercial',
  title: 'Senior Discounts',
  headline: 'Everyday Discounts for Ages 50+',
  description:
    'Restaurants, stores, travel and phone plans that give seniors money off. Many only ask you to show your ID.',
  buttonText: 'See Discounts',
  baseUrl: buildSeedTrackingLink({ offerid: '4019', host: 'offers.benefits-partner.example' }),
  sourceLine: 'Source: Industry Research, 2024',
  icon: seedMedia.iconDiscounts,
  flows: ['list'],
  order: { sequential: null, list: 3 },
  disclaimer: null,
};
