import { describe, expect, it } from 'vitest';
import { seedLandingVariants } from '../landing/variants.ts';
import { applyContentOverrides, checkContentArms } from './content-arms.ts';

// One arm of a content experiment is its landing version with the arm's overrides: what the site renders, and
// what the CMS refuses before a marketer can start a test that could not show what it says.

const variant = seedLandingVariants.find(({ version }) => version === 1)!;
const none = {};

describe('an arm applied to its landing version', () => {
  it('shows the landing version as published when the arm overrides nothing', () => {
    expect(applyContentOverrides(variant, none)).toEqual(variant);
  });

  it('replaces the headline, sub-headline, both signup buttons, hero image and signup mode', () => {
    const image = { ...variant.hero.image!, id: 'other-image', alt: 'Another picture' };
    const shown = applyContentOverrides(variant, {
      headline: 'New headline',
      subheadline: 'New sub-headline',
      buttonText: 'Send me the guide',
      heroImage: image,
      signupMode: variant.signupMode === 'modal' ? 'inline' : 'modal',
    });
    expect(shown.hero).toMatchObject({
      title: 'New headline',
      subtitle: 'New sub-headline',
      ctaLabel: 'Send me the guide',
    });
    expect(shown.hero.image).toEqual(image);
    expect(shown.cta.buttonLabel).toBe('Send me the guide');
    expect(shown.signupMode).not.toBe(variant.signupMode);
    expect(shown.hero.eyebrow).toBe(variant.hero.eyebrow);
  });

  it('orders the benefits by key and the FAQ by position', () => {
    const keys = variant.benefits.items.map(({ key }) => key).toReversed();
    const positions = variant.faq.items.map((_, index) => index + 1).toReversed();
    const shown = applyContentOverrides(variant, { benefitOrder: keys, faqOrder: positions });
    expect(shown.benefits.items.map(({ key }) => key)).toEqual(keys);
    expect(shown.faq.items).toEqual(variant.faq.items.toReversed());
  });
});

describe('the arms a marketer may save', () => {
  it('accepts a control and an arm with a new headline', () => {
    expect(checkContentArms({ variant, arms: [none, { headline: 'New headline' }] })).toEqual([]);
  });

  it('refuses an override equal to what the version already shows, and two arms that show the same', () => {
    expect(checkContentArms({ variant, arms: [none, { headline: variant.hero.title }] })).toEqual([
      'Arm 2: the headline is the same as the landing version’s; leave it empty or change it.',
      'Arms 1 and 2 show the same page.',
    ]);
  });

  it('refuses an order that is not each benefit or FAQ item once', () => {
    const problems = checkContentArms({
      variant,
      arms: [none, { benefitOrder: ['bills', 'bills'], faqOrder: [1, variant.faq.items.length + 1] }],
    });
    expect(problems).toEqual([
      'Arm 2: the benefit order must list each of the version’s benefits once.',
      `Arm 2: the FAQ order must list each position from 1 to ${variant.faq.items.length} once.`,
    ]);
  });
});
