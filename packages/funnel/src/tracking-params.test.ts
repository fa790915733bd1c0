import { describe, expect, it } from 'vitest';
import {
  mergeTrackingContext,
  readCampaignParams,
  readTrackingParams,
  writeTrackingParams,
} from './tracking-params.ts';

const none = { affiliateId: null, subId: null, s1: null, s2: null, s3: null };

describe('readTrackingParams', () => {
  describe.each([
    [
      'both spellings of the names',
      '?affiliateid=aff1&subid=sub1&s1=a&s2=b&s3=c',
      { affiliateId: 'aff1', subId: 'sub1', s1: 'a', s2: 'b', s3: 'c' },
    ],
    ['camel-case names', 'affiliateId=aff2&subId=sub2', { ...none, affiliateId: 'aff2', subId: 'sub2' }],
    [
      'a repeated parameter, where the last value wins',
      '?affiliateId=first&affiliateId=second',
      { ...none, affiliateId: 'second' },
    ],
    [
      'both spellings, where the later one wins',
      '?affiliateId=camel&affiliateid=lower',
      { ...none, affiliateId: 'lower' },
    ],
    ['an empty repeat, which keeps the earlier value', '?s1=kept&s1=', { ...none, s1: 'kept' }],
    ['an unfilled {{email}} macro', '?subid={{email}}', none],
    ['an unfilled {affid} macro', '?affiliateid={affid}', none],
    ['padded values', '?affiliateId=%20aff3%20', { ...none, affiliateId: 'aff3' }],
    ['an overlong value', `?affiliateId=${'x'.repeat(201)}`, none],
    ['a value with a line break', '?s2=a%0Ab', none],
    ['encoded characters', '?s3=spring%20sale%26more', { ...none, s3: 'spring sale&more' }],
    ['unrelated names in another case', '?AFFILIATEID=x&SubID=y', none],
    ['a full URL', 'https://example.com/v2?affiliateId=aff4#top', { ...none, affiliateId: 'aff4' }],
    ['no query at all', '', none],
  ])('from %s', (_label, input, expected) => {
    it('reads the tracking values', () => {
      expect(readTrackingParams(input)).toEqual(expected);
    });
  });

  it('reads a URL object and URLSearchParams alike', () => {
    const url = new URL('https://example.com/?subId=s');
    expect(readTrackingParams(url)).toEqual({ ...none, subId: 's' });
    expect(readTrackingParams(url.searchParams)).toEqual({ ...none, subId: 's' });
  });
});

describe('readCampaignParams', () => {
  it.each([
    [
      '?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=seniors&fbclid=F&gclid=G',
      {
        utm_source: 'fb',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'ad1',
        utm_term: 'seniors',
        fbclid: 'F',
        gclid: 'G',
      },
    ],
    ['?utm_source=a&utm_source=b', { utm_source: 'b' }],
    ['?utm_source=&gclid={{gclid}}', {}],
    ['?UTM_SOURCE=x', {}],
  ])('reads %s as %j', (input, expected) => {
    expect(readCampaignParams(input)).toEqual(expected);
  });
});

describe('mergeTrackingContext', () => {
  it.each([
    [
      'takes the URL value over the stored one',
      { ...none, affiliateId: 'url' },
      { affiliateId: 'stored' },
      { ...none, affiliateId: 'url' },
    ],
    [
      'fills from storage what the URL lacks',
      { ...none, s1: 'url' },
      { affiliateId: 'stored', s1: 'old' },
      { ...none, affiliateId: 'stored', s1: 'url' },
    ],
    ['works with nothing stored', { ...none, subId: 'url' }, null, { ...none, subId: 'url' }],
    [
      'keeps stored values when the URL has none',
      none,
      { affiliateId: 'a', subId: 'b', s1: 'c', s2: 'd', s3: 'e' },
      { affiliateId: 'a', subId: 'b', s1: 'c', s2: 'd', s3: 'e' },
    ],
  ])('%s', (_label, fromUrl, stored, expected) => {
    expect(mergeTrackingContext({ fromUrl, stored })).toEqual(expected);
  });
});

describe('writeTrackingParams', () => {
  it('writes tracking and campaign values under their canonical names, leaving out empty ones', () => {
    const query = writeTrackingParams({
      tracking: { affiliateId: 'aff 1', subId: null, s1: '', s2: 'b', s3: null },
      campaign: { utm_source: 'fb', gclid: 'G&1' },
    });
    expect(query).toBe('affiliateId=aff+1&s2=b&utm_source=fb&gclid=G%261');
  });

  it('keeps the page parameters and replaces every spelling of a tracking parameter', () => {
    const query = writeTrackingParams({
      base: '?id=12&affiliateid=old&email=ann%40example.com&affiliateId=older',
      tracking: { affiliateId: 'new' },
    });
    expect(new URLSearchParams(query).getAll('affiliateId')).toEqual(['new']);
    expect(query).not.toContain('affiliateid=');
    expect(readTrackingParams(query).affiliateId).toBe('new');
    expect(new URLSearchParams(query).get('email')).toBe('ann@example.com');
    expect(new URLSearchParams(query).get('id')).toBe('12');
  });

  it('round-trips through readTrackingParams and readCampaignParams', () => {
    const tracking = { affiliateId: 'a&b', subId: 'ONB_v2_a', s1: 'x y', s2: null, s3: '=' };
    const campaign = { utm_campaign: 'spring/2025' };
    const query = writeTrackingParams({ tracking, campaign });
    expect(readTrackingParams(query)).toEqual(tracking);
    expect(readCampaignParams(query)).toEqual(campaign);
  });

  it('does not change the base it was given', () => {
    const base = new URLSearchParams('id=1');
    writeTrackingParams({ base, tracking: { affiliateId: 'a' } });
    expect(base.toString()).toBe('id=1');
  });
});
