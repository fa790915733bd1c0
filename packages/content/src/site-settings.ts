import { seedMedia, seedTimestamp } from './media.ts';
import { seedPartnerHosts } from './offers/tracking-link.ts';
import type { SiteSettings } from './types/site-settings.ts';

export const seedSiteSettings: SiteSettings = {
  id: 'seed-site-settings',
  createdAt: seedTimestamp,
  updatedAt: seedTimestamp,
  siteName: 'Senior Savings Guide',
  logo: seedMedia.logo,
  tagline: 'Celebrating the wisdom, vitality and endless possibilities that come with aging.',
  legal: {
    privacyPolicyUrl: 'https://www.seniorsavingsguide.example/privacy-policy',
    privacyPolicyLabel: 'Privacy Policy',
    termsUrl: 'https://www.seniorsavingsguide.example/terms-and-conditions',
    termsLabel: 'Terms & Conditions',
    copyrightHolder: 'Senior Savings Guide',
    rightsReserved: 'All rights reserved',
  },
  social: {
    facebookUrl: 'https://www.facebook.com/seniorsavingsguide',
    instagramUrl: 'https://www.instagram.com/seniorsavingsguide',
    twitterUrl: 'https://x.com/seniorsavings',
  },
  redirect: {
    allowedHosts: seedPartnerHosts.map((host) => ({ id: `host-${host}`, host })),
  },
  integrations: {
    affiliatePixelUrlTemplate: null,
    referralWidgetScriptUrl: null,
    tagManagerContainerId: null,
    adNetworkScriptUrl: null,
    adNetworkExitUrl: null,
  },
  email: {
    senderName: 'Senior Savings Guide',
    senderAddress: 'guide@seniorsavingsguide.example',
    replyToAddress: 'help@seniorsavingsguide.example',
    subject: 'Your free Senior Benefits & Discounts Guide is here',
    postalAddress: 'Senior Savings Guide, 100 Main Street, Suite 200, Springfield, IL 62701, USA',
  },
  ebook: {
    title: 'Senior Benefits & Discounts Guide',
    edition: '2025 Edition',
    file: null,
    publicPath: '/assets/downloads/senior-benefits-guide.pdf',
  },
};
