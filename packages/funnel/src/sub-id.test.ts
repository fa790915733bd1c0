import { describe, expect, it } from 'vitest';
import { buildSignupSubId, buildThankYouSubId, getAffiliateLabel } from './sub-id.ts';

describe.each([
  ['version 1', 'aff42', 1, 'ONB_aff42'],
  ['version 0 (1 or lower)', 'aff42', 0, 'ONB_aff42'],
  ['a negative version', 'aff42', -2, 'ONB_aff42'],
  ['no version', 'aff42', null, 'ONB_aff42'],
  ['a fractional version', 'aff42', 2.5, 'ONB_aff42'],
  ['version 2', 'aff42', 2, 'ONB_v2_aff42'],
  ['version 3', 'aff42', 3, 'ONB_v3_aff42'],
  ['a padded affiliate id', ' aff42 ', 3, 'ONB_v3_aff42'],
])('with an affiliate and %s', (_label, affiliateId, version, expected) => {
  it(`builds ${expected} in the signup flow`, () => {
    expect(buildSignupSubId({ affiliateId, version })).toBe(expected);
  });

  it(`builds ${expected} on the thank-you page`, () => {
    expect(buildThankYouSubId({ affiliateId, version })).toBe(expected);
  });
});

describe.each([[null], [undefined], [''], ['   ']])('without an affiliate (%j)', (affiliateId) => {
  it('sends an empty sub id in the signup flow', () => {
    expect(buildSignupSubId({ affiliateId, version: 2 })).toBe('');
  });

  it('falls back to ONB_EBK on the thank-you page', () => {
    expect(buildThankYouSubId({ affiliateId, version: 2 })).toBe('ONB_EBK');
  });

  it("labels the visitor 'direct'", () => {
    expect(getAffiliateLabel(affiliateId)).toBe('direct');
  });
});

describe('getAffiliateLabel', () => {
  it('labels a visitor with an affiliate by that affiliate', () => {
    expect(getAffiliateLabel(' aff42 ')).toBe('aff42');
  });
});
