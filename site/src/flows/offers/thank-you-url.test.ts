import { describe, expect, it } from 'vitest';
import { buildThankYouUrl } from './thank-you-url.ts';

const tracking = { affiliateId: 'AFF9', subId: 'S-1', s1: 'x', s2: null, s3: null };

describe('buildThankYouUrl', () => {
  it('carries the id, the email, the tracking values and the campaign parameters of the current page', () => {
    const url = buildThankYouUrl({
      id: 12,
      email: 'ann@example.com',
      tracking,
      currentSearch: '?id=12&utm_source=fb&utm_campaign=spring&gclid=G1&other=drop',
    });
    const params = new URL(url, 'https://site.example').searchParams;
    expect(url.startsWith('/thank-you?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      id: '12',
      email: 'ann@example.com',
      affiliateId: 'AFF9',
      subId: 'S-1',
      s1: 'x',
      utm_source: 'fb',
      utm_campaign: 'spring',
      gclid: 'G1',
    });
  });

  it('drops the id when completion failed and keeps the attribution', () => {
    const url = buildThankYouUrl({ id: null, email: null, tracking, currentSearch: '' });
    expect(url).toBe('/thank-you?affiliateId=AFF9&subId=S-1&s1=x');
  });

  it('is the bare page when nothing is known', () => {
    expect(buildThankYouUrl({ id: null, email: null, tracking: {}, currentSearch: '' })).toBe('/thank-you');
  });
});
