import { seedSection8Bonus } from '@seniorguide/content';
import { describe, expect, it } from 'vitest';
import { buildVisitorBonusLink } from './bonus-link.ts';

describe('buildVisitorBonusLink', () => {
  it('carries the partner offer, the partner affiliate, the visitor sub id and the email', () => {
    const link = new URL(
      buildVisitorBonusLink({ bonus: seedSection8Bonus, affiliateId: 'AFF7', version: 3, email: 'ann+1@example.com' }),
    );
    expect(Object.fromEntries(link.searchParams)).toEqual({
      offer_id: '6252',
      aff_id: '555',
      subid: 'ONB_v3_AFF7',
      email: 'ann+1@example.com',
    });
  });

  it('uses ONB_EBK for a visitor without an affiliate', () => {
    const link = new URL(
      buildVisitorBonusLink({ bonus: seedSection8Bonus, affiliateId: null, version: null, email: null }),
    );
    expect(link.searchParams.get('subid')).toBe('ONB_EBK');
    expect(link.searchParams.get('email')).toBe('');
  });
});
