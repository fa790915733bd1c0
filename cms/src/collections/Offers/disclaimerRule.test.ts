import { describe, expect, it } from 'vitest';
import { findMissingDisclaimer, governmentNoticeMessage, medicareDisclaimerMessage } from './disclaimerRule.ts';

describe('findMissingDisclaimer', () => {
  it.each([
    {
      case: 'a Medicare offer without a disclaimer',
      input: { category: 'medicare', disclaimer: '' },
      expected: medicareDisclaimerMessage,
    },
    {
      case: 'a Medicare offer whose disclaimer never names the third-party marketer',
      input: { category: 'medicare', disclaimer: 'Plans vary by area.' },
      expected: medicareDisclaimerMessage,
    },
    {
      case: 'an offer with the medicare slug filed under another category',
      input: { slug: 'medicare', category: 'commercial', disclaimer: null },
      expected: medicareDisclaimerMessage,
    },
    {
      case: 'a housing-grants offer without the government notice',
      input: { slug: 'housing-grants', category: 'commercial', disclaimer: 'Free to check.' },
      expected: governmentNoticeMessage,
    },
    {
      case: 'a government-benefit offer without a disclaimer',
      input: { category: 'government-benefit', disclaimer: undefined },
      expected: governmentNoticeMessage,
    },
  ])('refuses $case', ({ input, expected }) => {
    expect(findMissingDisclaimer(input)).toBe(expected);
  });

  it.each([
    { category: 'medicare', disclaimer: 'This is a solicitation by a third-party marketer.' },
    { category: 'medicare', disclaimer: 'A THIRD PARTY MARKETER sends this offer.' },
    { category: 'government-benefit', disclaimer: 'We are not affiliated with the government.' },
    { slug: 'government-assistance', disclaimer: 'This service is not affiliated with any government agency.' },
    { category: 'commercial', disclaimer: null },
  ])('accepts $category $slug with "$disclaimer"', (input) => {
    expect(findMissingDisclaimer(input)).toBeNull();
  });
});
