import { describe, expect, it } from 'vitest';
import { trackAnonymousDownloadBodySchema, trackVisitBodySchema } from './tracking.ts';

describe('trackVisitBodySchema', () => {
  it('records a visit with the landing version and campaign, an empty referrer as none', () => {
    const body = trackVisitBodySchema.parse({
      page: '/v2',
      referrer: '',
      affiliateId: 'aff42',
      subId: null,
      s1: '',
      version: 2,
      utm_source: 'facebook',
      gclid: '',
    });
    expect(body).toEqual({
      page: '/v2',
      referrer: null,
      affiliateId: 'aff42',
      subId: null,
      s1: null,
      s2: null,
      s3: null,
      version: 2,
      utm_source: 'facebook',
      gclid: null,
    });
  });

  it.each([[{ referrer: '' }], [{ page: '', referrer: '' }], [{ page: '/', version: 7 }]])('rejects %j', (input) => {
    expect(trackVisitBodySchema.safeParse(input).success).toBe(false);
  });
});

describe('trackAnonymousDownloadBodySchema', () => {
  it('accepts the spec body with waitlistId null', () => {
    const body = trackAnonymousDownloadBodySchema.parse({
      affiliateId: 'aff42',
      subId: '',
      s1: null,
      s2: null,
      s3: null,
      waitlistId: null,
    });
    expect(body).toEqual({ affiliateId: 'aff42', subId: null, s1: null, s2: null, s3: null, waitlistId: null });
  });

  it('rejects an anonymous download that names an entry', () => {
    expect(trackAnonymousDownloadBodySchema.safeParse({ waitlistId: 7 }).success).toBe(false);
  });
});
