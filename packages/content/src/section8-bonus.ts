import { seedTimestamp } from './media.ts';
import type { Section8Bonus } from './types/section8-bonus.ts';

export const seedSection8Bonus: Section8Bonus = {
  id: 'seed-section8-bonus',
  createdAt: seedTimestamp,
  updatedAt: seedTimestamp,
  _status: 'published',
  title: 'Free Section 8 Housing Guide',
  rentText: 'With Section 8 you might pay only 30% of your income for rent.',
  savingsText: 'That can mean saving $6,000-$12,000 per year.',
  buttonLabel: 'GET YOUR FREE SECTION 8 HOUSING GUIDE',
  loadingLabel: 'Loading offer...',
  downloadPageButtonLabel: 'Get Your Free Section 8 Housing Guide',
  downloadPageLoadingLabel: 'Loading...',
  partnerOfferId: '6252',
  affiliateId: '555',
  linkTemplate:
    'https://track.partner-network.example/click?offer_id={offerId}&aff_id={affiliateId}&subid={subId}&email={email}',
};
