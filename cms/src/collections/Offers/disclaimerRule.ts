// Publishing rules for regulated offers. Drafts may be incomplete; a published offer may not.

type OfferDisclaimerInput = {
  slug?: string | null;
  category?: string | null;
  disclaimer?: string | null;
};

const medicareSlugs = new Set(['medicare']);
const governmentBenefitSlugs = new Set(['housing-grants', 'government-assistance', 'section-8', 'food-stamps']);

const thirdPartyMarketerPattern = /third[- ]party marketer/i;
const notAffiliatedPattern = /not (?:affiliated|connected) with[^.]*government/i;

export const medicareDisclaimerMessage =
  'A Medicare offer cannot be published without the third-party marketer disclaimer. Add a disclaimer that says ' +
  'this is a solicitation by a third-party marketer, for example: "This is a solicitation by a third-party marketer ' +
  'and licensed insurance agency, not a government agency."';

export const governmentNoticeMessage =
  'A housing-grant or government-assistance offer cannot be published without a notice that it is not affiliated ' +
  'with the government. Add a disclaimer such as: "This is a private service and is not affiliated with the government ' +
  'or any government agency."';

/** The reason this offer may not be published, or null when its disclaimer is complete. */
export function findMissingDisclaimer({ slug, category, disclaimer }: OfferDisclaimerInput): string | null {
  const text = disclaimer ?? '';
  const isMedicare = category === 'medicare' || medicareSlugs.has(slug ?? '');
  const isGovernmentBenefit = category === 'government-benefit' || governmentBenefitSlugs.has(slug ?? '');
  if (isMedicare && !thirdPartyMarketerPattern.test(text)) return medicareDisclaimerMessage;
  if (isGovernmentBenefit && !notAffiliatedPattern.test(text)) return governmentNoticeMessage;
  return null;
}
