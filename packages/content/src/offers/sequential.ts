import { seedMedia, seedTimestamp } from '../media.ts';
import type { Offer } from '../types/offer.ts';
import { buildSeedTrackingLink, governmentNotice, medicareMarketerDisclaimer } from './tracking-link.ts';

const meta = { createdAt: seedTimestamp, updatedAt: seedTimestamp, _status: 'published' } as const;

// The seven offers of the sequential flow, in the order the visitor sees them.
// housing-grants, medicare, dental-implants and auto-insurance also appear in the list flow.

export const housingGrants: Offer = {
  ...meta,
  id: 'seed-offer-housing-grants',
  slug: 'housing-grants',
  offerid: '4127',
  category: 'government-benefit',
  title: 'Housing Grants',
  headline: 'See If You Qualify for Housing Assistance',
  description:
    'Many seniors qualify for help with rent, home repairs or energy costs. Answer a few short questions to see which programs you may be eligible for.',
  buttonText: 'Check My Eligibility',
  baseUrl: buildSeedTrackingLink({ offerid: '4127' }),
  sourceLine: 'Source: U.S. Department of Housing and Urban Development, 2024',
  icon: seedMedia.iconHousing,
  flows: ['sequential', 'list'],
  order: { sequential: 1, list: 5 },
  disclaimer: `${governmentNotice} Checking your eligibility is free; each program decides who it approves.`,
};

export const medicare: Offer = {
  ...meta,
  id: 'seed-offer-medicare',
  slug: 'medicare',
  offerid: '3981',
  category: 'medicare',
  title: 'Medicare Plans',
  headline: 'Compare Medicare Plans in Your Area',
  description:
    'A licensed agent can walk you through Medicare Advantage and supplement plans near you, and check whether you could get extra benefits like dental, vision or lower drug costs.',
  buttonText: 'Compare Plans',
  baseUrl: buildSeedTrackingLink({ offerid: '3981' }),
  sourceLine: 'Source: Centers for Medicare & Medicaid Services, 2024',
  icon: seedMedia.iconMedicare,
  flows: ['sequential', 'list'],
  order: { sequential: 2, list: 6 },
  disclaimer: medicareMarketerDisclaimer,
};

export const dentalImplants: Offer = {
  ...meta,
  id: 'seed-offer-dental-implants',
  slug: 'dental-implants',
  offerid: '4210',
  category: 'commercial',
  title: 'Dental Implants',
  headline: 'Affordable Dental Implants for Seniors',
  description:
    'Find dentists near you who offer senior pricing and payment plans for implants, so you can eat and smile with confidence again.',
  buttonText: 'Find Dentists Near Me',
  baseUrl: buildSeedTrackingLink({ offerid: '4210' }),
  sourceLine: 'Source: American Dental Association, 2024',
  icon: seedMedia.iconDental,
  flows: ['sequential', 'list'],
  order: { sequential: 3, list: 7 },
  disclaimer: 'Prices, payment plans and availability vary by dentist and location.',
};

export const mealsOnWheels: Offer = {
  ...meta,
  id: 'seed-offer-meals-on-wheels',
  slug: 'meals-on-wheels',
  offerid: '3876',
  category: 'commercial',
  title: 'Meal Delivery',
  headline: 'Healthy Meals Delivered to Your Door',
  description:
    'Ready-made, nutritious meals brought to your home. Some seniors qualify for free or low-cost meals through local programs.',
  buttonText: 'See Meal Options',
  baseUrl: buildSeedTrackingLink({ offerid: '3876' }),
  sourceLine: 'Source: National Council on Aging, 2024',
  icon: seedMedia.iconMeals,
  flows: ['sequential'],
  order: { sequential: 4, list: null },
  disclaimer: 'Free or low-cost meals depend on local program rules and availability.',
};

export const wiseSavings: Offer = {
  ...meta,
  id: 'seed-offer-wise-savings',
  slug: 'wise-savings',
  offerid: '4302',
  category: 'commercial',
  title: 'High-Yield Savings',
  headline: 'Earn More Interest on Your Savings',
  description:
    'Compare savings accounts that pay more than a typical bank account, with no monthly fees and deposits insured up to the legal limit.',
  buttonText: 'Compare Rates',
  baseUrl: buildSeedTrackingLink({ offerid: '4302', host: 'offers.benefits-partner.example' }),
  sourceLine: 'Source: Federal Deposit Insurance Corporation, 2024',
  icon: seedMedia.iconSavings,
  flows: ['sequential'],
  order: { sequential: 5, list: null },
  disclaimer: 'Rates change and are set by each bank. Read the account terms before you open an account.',
};

export const autoInsurance: Offer = {
  ...meta,
  id: 'seed-offer-auto-insurance',
  slug: 'auto-insurance',
  offerid: '3754',
  category: 'commercial',
  title: 'Auto Insurance',
  headline: 'Drivers Over 50 May Pay Less for Car Insurance',
  description:
    'Compare quotes from several insurers in a few minutes. Safe-driver and senior discounts could lower what you pay.',
  buttonText: 'Get My Free Quotes',
  baseUrl: buildSeedTrackingLink({ offerid: '3754' }),
  sourceLine: 'Source: Insurance Information Institute, 2024',
  icon: seedMedia.iconAuto,
  flows: ['sequential', 'list'],
  order: { sequential: 6, list: 4 },
  disclaimer: 'Quotes come from third-party insurers and agents. Savings vary by driver and state.',
};

export const governmentAssistance: Offer = {
  ...meta,
  id: 'seed-offer-government-assistance',
  slug: 'government-assistance',
  offerid: '4455',
  category: 'government-benefit',
  title: 'Government Assistance',
  headline: 'Find Benefits You May Be Missing',
  description:
    'Many senior benefits go unclaimed every year. Answer a few questions to see programs that could help with food, utilities, health care and more.',
  buttonText: 'Find My Benefits',
  baseUrl: buildSeedTrackingLink({ offerid: '4455', host: 'offers.benefits-partner.example' }),
  sourceLine: 'Source: National Council on Aging, 2024',
  icon: seedMedia.iconGovernment,
  flows: ['sequential'],
  order: { sequential: 7, list: null },
  disclaimer: `${governmentNotice} Each program decides who qualifies.`,
};
