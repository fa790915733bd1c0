import { describe, expect, it } from 'vitest';
import { isServedFromMemory, pageCacheControlFor, privatePageCacheControl, sharedPageCacheControl } from './page-policy.ts';

describe('isServedFromMemory', () => {
  it.each(['/', '/v2', '/v3', '/continue-registration', '/v3/continue-registration', '/continue-registration-2', '/continue-registration/adq', '/offer-landing/hearing-aids', '/thank-you', '/ebook-download'])(
    'serves %s from memory',
    (pathname) => expect(isServedFromMemory(pathname)).toBe(true),
  );

  it.each(['/redirect', '/analytics', '/internal/revalidate', '/media/logo.png', '/v2/', '/offer-landing/a/b'])(
    'renders %s per request',
    (pathname) => expect(isServedFromMemory(pathname)).toBe(false),
  );
});

describe('pageCacheControlFor', () => {
  it.each(['/thank-you', '/ebook-download', '/redirect', '/analytics', '/internal/revalidate'])('keeps %s private and unstored', (pathname) => {
    expect(pageCacheControlFor(pathname)).toBe(privatePageCacheControl);
  });

  it('lets a CDN share the landing pages for a short while', () => {
    expect(pageCacheControlFor('/v2')).toBe(sharedPageCacheControl);
    expect(sharedPageCacheControl).toMatch(/s-maxage=\d+/);
    expect(sharedPageCacheControl).toMatch(/stale-while-revalidate=\d+/);
  });
});
