import { describe, expect, it } from 'vitest';
import { buildContinueRegistrationUrl } from './continue-registration-url.ts';

const noTracking = { affiliateId: null, subId: null, s1: null, s2: null, s3: null };

describe('the page after signup', () => {
  it.each([
    { version: 1, expected: '/continue-registration?id=42' },
    { version: 2, expected: '/v2/continue-registration?id=42' },
    { version: 3, expected: '/v3/continue-registration?id=42' },
  ])('keeps the landing version $version in the path', ({ version, expected }) => {
    expect(buildContinueRegistrationUrl({ entryId: 42, version, tracking: noTracking, currentSearch: '' })).toBe(
      expected,
    );
  });

  it('carries the affiliate, sub ids and campaign parameters along', () => {
    const url = buildContinueRegistrationUrl({
      entryId: 7,
      version: 2,
      tracking: { affiliateId: 'aff9', subId: 'sub1', s1: 'x', s2: null, s3: null },
      currentSearch: '?affiliateid=aff9&utm_source=facebook&gclid=abc&unrelated=1',
    });
    const parsed = new URL(url, 'https://site.example');
    expect(parsed.pathname).toBe('/v2/continue-registration');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      id: '7',
      affiliateId: 'aff9',
      subId: 'sub1',
      s1: 'x',
      utm_source: 'facebook',
      gclid: 'abc',
    });
  });

  it('sends the visitor home when the signup answered without an entry id', () => {
    expect(buildContinueRegistrationUrl({ entryId: null, version: 3, tracking: noTracking, currentSearch: '' })).toBe(
      '/',
    );
  });
});
