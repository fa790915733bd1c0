import type { ContentOverrides } from '../schemas/content-overrides.ts';
import type { BenefitKey, LandingVariant } from '../types/landing-variant.ts';

// A content experiment's arm is its landing version with a few fields replaced. The site renders each arm with
// `applyContentOverrides`; the CMS refuses, with `checkContentArms`, arms that could not be told apart or that
// ask for an order the version cannot show.

/** The landing version as this arm shows it; fields the arm leaves empty stay as published. */
export function applyContentOverrides(variant: LandingVariant, overrides: Partial<ContentOverrides>): LandingVariant {
  const { headline, subheadline, buttonText, heroImage, benefitOrder, faqOrder, signupMode } = overrides;
  const benefits = benefitOrder
    ? benefitOrder.flatMap((key) => variant.benefits.items.filter((item) => item.key === key))
    : variant.benefits.items;
  const faq = faqOrder ? faqOrder.flatMap((position) => variant.faq.items[position - 1] ?? []) : variant.faq.items;
  return {
    ...variant,
    signupMode: signupMode ?? variant.signupMode,
    hero: {
      ...variant.hero,
      title: headline || variant.hero.title,
      subtitle: subheadline || variant.hero.subtitle,
      ctaLabel: buttonText || variant.hero.ctaLabel,
      image: heroImage ?? variant.hero.image,
    },
    cta: { ...variant.cta, buttonLabel: buttonText || variant.cta.buttonLabel },
    benefits: { ...variant.benefits, items: benefits },
    faq: { ...variant.faq, items: faq },
  };
}

type Upload = string | { id: string } | null | undefined;

/** The arm's overrides as the CMS holds them: an upload is its id before it is populated. */
export type ArmOverridesInput = Omit<ContentOverrides, 'heroImage'> & { heroImage?: Upload };

/** What of the landing version the rules compare: an upload may be an id or a populated document. */
export type ComparedVariant = {
  signupMode: string;
  hero: { title: string; subtitle: string; ctaLabel: string; image?: Upload };
  benefits: { items: { key: BenefitKey }[] };
  faq: { items: unknown[] };
};

const uploadId = (upload: Upload) => (typeof upload === 'object' && upload !== null ? upload.id : (upload ?? null));

const isPermutation = <Value>(order: Value[], expected: Value[]) =>
  order.length === expected.length && expected.every((value) => order.filter((item) => item === value).length === 1);

/** What an arm shows, field by field, to find two arms that show the same page. */
function shownBy(variant: ComparedVariant, arm: ArmOverridesInput): string {
  return JSON.stringify([
    arm.headline || variant.hero.title,
    arm.subheadline || variant.hero.subtitle,
    arm.buttonText || variant.hero.ctaLabel,
    uploadId(arm.heroImage) ?? uploadId(variant.hero.image),
    arm.benefitOrder ?? variant.benefits.items.map(({ key }) => key),
    arm.faqOrder ?? variant.faq.items.map((_, index) => index + 1),
    arm.signupMode ?? variant.signupMode,
  ]);
}

function checkArm(variant: ComparedVariant, arm: ArmOverridesInput, label: string): string[] {
  const problems: string[] = [];
  const same = (field: string) =>
    `${label}: the ${field} is the same as the landing version’s; leave it empty or change it.`;
  if (arm.headline && arm.headline === variant.hero.title) problems.push(same('headline'));
  if (arm.subheadline && arm.subheadline === variant.hero.subtitle) problems.push(same('sub-headline'));
  if (arm.buttonText && arm.buttonText === variant.hero.ctaLabel) problems.push(same('button text'));
  if (uploadId(arm.heroImage) && uploadId(arm.heroImage) === uploadId(variant.hero.image))
    problems.push(same('hero image'));
  if (arm.signupMode && arm.signupMode === variant.signupMode) problems.push(same('signup mode'));
  const keys = variant.benefits.items.map(({ key }) => key);
  if (arm.benefitOrder && arm.benefitOrder.length > 0 && !isPermutation(arm.benefitOrder, keys))
    problems.push(`${label}: the benefit order must list each of the version’s benefits once.`);
  const positions = variant.faq.items.map((_, index) => index + 1);
  if (arm.faqOrder && arm.faqOrder.length > 0 && !isPermutation(arm.faqOrder, positions))
    problems.push(`${label}: the FAQ order must list each position from 1 to ${positions.length} once.`);
  return problems;
}

/** The problems with a content experiment's arms on `variant`, in words a marketer can act on; empty when valid. */
export function checkContentArms({ variant, arms }: { variant: ComparedVariant; arms: ArmOverridesInput[] }): string[] {
  const problems = arms.flatMap((arm, index) => checkArm(variant, arm, `Arm ${index + 1}`));
  const shown = arms.map((arm) => shownBy(variant, arm));
  shown.forEach((page, index) => {
    const first = shown.indexOf(page);
    if (first < index) problems.push(`Arms ${first + 1} and ${index + 1} show the same page.`);
  });
  return problems;
}
