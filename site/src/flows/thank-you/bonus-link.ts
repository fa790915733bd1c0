import type { Section8Bonus } from '@seniorguide/content';
import { buildBonusLink, buildThankYouSubId } from '@seniorguide/funnel';

// The Section 8 bonus link of the thank-you and download pages: the partner's link
// template from the CMS with its offer id (6252) and affiliate (555), the visitor's sub id (ONB_EBK when
// they came without an affiliate) and their email.

export type BonusSettings = Pick<Section8Bonus, 'linkTemplate' | 'partnerOfferId' | 'affiliateId'>;

export function buildVisitorBonusLink({
  bonus,
  affiliateId,
  version,
  email,
}: {
  bonus: BonusSettings;
  affiliateId: string | null | undefined;
  version: number | null | undefined;
  email: string | null;
}): string {
  return buildBonusLink({
    template: bonus.linkTemplate,
    subId: buildThankYouSubId({ affiliateId, version }),
    email,
    offerId: bonus.partnerOfferId,
    affiliateId: bonus.affiliateId,
  });
}
