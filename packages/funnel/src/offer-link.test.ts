import { describe, expect, it } from 'vitest';
import { buildBonusLink, buildOfferLink } from './offer-link.ts';

describe('buildOfferLink', () => {
  it.each([
    [
      'a base ending in its sub id parameter',
      'https://p.example/c?o=1&a=555&aff_sub=',
      'aff42',
      undefined,
      'https://p.example/c?o=1&a=555&aff_sub=aff42',
    ],
    [
      'a base ending in subid=',
      'https://p.example/c?o=1&subid=',
      'direct',
      undefined,
      'https://p.example/c?o=1&subid=direct',
    ],
    [
      'a base with a query but no trailing parameter',
      'https://p.example/c?o=1',
      'aff42',
      undefined,
      'https://p.example/c?o=1&subid=aff42',
    ],
    ['a base without a query', 'https://p.example/c', 'aff42', undefined, 'https://p.example/c?subid=aff42'],
    [
      'the email of the sequential flow',
      'https://p.example/c?subid=',
      'aff42',
      'ann+1@example.com',
      'https://p.example/c?subid=aff42&email=ann%2B1%40example.com',
    ],
    [
      'a sub id that needs encoding',
      'https://p.example/c?subid=',
      'a&b=c d',
      null,
      'https://p.example/c?subid=a%26b%3Dc%20d',
    ],
    ['no email in the list variant', 'https://p.example/c?subid=', 'aff42', '', 'https://p.example/c?subid=aff42'],
    [
      'stray whitespace around the base',
      '  https://p.example/c?subid=  ',
      'x',
      undefined,
      'https://p.example/c?subid=x',
    ],
  ])('builds the link for %s', (_label, baseUrl, subId, email, expected) => {
    expect(buildOfferLink({ baseUrl, subId, email })).toBe(expected);
  });

  it('yields a link whose parameters read back exactly', () => {
    const link = new URL(
      buildOfferLink({ baseUrl: 'https://p.example/c?subid=', subId: 'ONB_v2_a&b', email: 'ann@example.com' }),
    );
    expect(link.searchParams.get('subid')).toBe('ONB_v2_a&b');
    expect(link.searchParams.get('email')).toBe('ann@example.com');
  });
});

describe('buildBonusLink', () => {
  const template =
    'https://partner.example/aff_c?offer_id={offerId}&aff_id={affiliateId}&aff_sub={subId}&email={email}';

  it.each([
    [
      'the Section 8 defaults',
      { subId: 'ONB_aff42', email: 'ann@example.com' },
      'https://partner.example/aff_c?offer_id=6252&aff_id=555&aff_sub=ONB_aff42&email=ann%40example.com',
    ],
    [
      'no known email',
      { subId: 'ONB_EBK', email: null },
      'https://partner.example/aff_c?offer_id=6252&aff_id=555&aff_sub=ONB_EBK&email=',
    ],
    [
      'other ids from the settings',
      { subId: 'ONB_EBK', offerId: '7000', affiliateId: '9' },
      'https://partner.example/aff_c?offer_id=7000&aff_id=9&aff_sub=ONB_EBK&email=',
    ],
    [
      'values that need encoding',
      { subId: 'a&b', email: 'x+y@example.com' },
      'https://partner.example/aff_c?offer_id=6252&aff_id=555&aff_sub=a%26b&email=x%2By%40example.com',
    ],
  ])('fills the template with %s', (_label, values, expected) => {
    expect(buildBonusLink({ template, ...values })).toBe(expected);
  });

  it('leaves unknown braces in the template alone', () => {
    expect(buildBonusLink({ template: 'https://p.example/?x={other}&s={subId}', subId: 's' })).toBe(
      'https://p.example/?x={other}&s=s',
    );
  });
});
