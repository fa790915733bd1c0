import { describe, expect, it } from 'vitest';
import {
  isServedFromMemory,
  pageCacheControlFor,
  privatePageCacheControl,
  sharedPageCacheControl,
} from './page-policy.ts';

describe('isServedFromMemory', () => {
  it.each([
    '/',
    '/v2',
    '/v3',
    '/continue-registration',
    '/v3/continue-registration',
    '/continue-registration-2',
    '/continue-registration/adq',
    '/offer-landing/hearing-aids',
    '/thank-you',
    '/ebook-download',
  ])('serves %s from memory', (pathname) => expect(isServedFromMemory(pathname)).toBe(true));

  it.each(['/redirect', '/analytics', '/internal/revalidate', '/media/logo.png', '/v2/', '/offer-landing/a/b'])(
    'renders %s per request',
    (pathname) => expect(isServedFromMemory(pathname)).toBe(false),
  );
});

describe('pageCacheControlFor', () => {
  it.each(['/thank-you', '/ebook-download', '/redirect', '/analytics', '/internal/revalidate'])(
    'keeps %s private and unstored',
    (pathname) => {
      expect(pageCacheControlFor(pathname)).toBe(privatePageCacheControl);
    },
  );

  // An email's link may open any step of the funnel with the address in it (`/continue-registration?email=…`),
  // and an affiliate may put one in any parameter: no cache may keep such an address.
  it.each([
    '/continue-registration?email=ann%40example.com',
    '/v2/continue-registration?email=ann%40example.com',
    '/v3/continue-registration?id=4&email=ann%40example.com',
    '/continue-registration-2?email=ann%40example.com',
    '/continue-registration/adq?email=ann%40example.com',
    '/continue-registration?id=4',
    '/continue-registration/',
    '/?subid=ann@example.com',
    '/offer-landing/hearing-aids?s1=ann%40example.com',
    '/thank-you?e=ann%40example.com',
  ])('keeps %s private and unstored: its address can hold an email', (url) => {
    expect(pageCacheControlFor(url)).toBe(privatePageCacheControl);
  });

  it('lets a CDN share the landing pages for a short while', () => {
    expect(pageCacheControlFor('/v2')).toBe(sharedPageCacheControl);
    expect(pageCacheControlFor('/?affiliateId=A1&utm_source=mail')).toBe(sharedPageCacheControl);
    expect(sharedPageCacheControl).toMatch(/s-maxage=\d+/);
    expect(sharedPageCacheControl).toMatch(/stale-while-revalidate=\d+/);
  });
});
