import { describe, expect, it } from 'vitest';
import { impressionDetailOf, versionOfPage, visitedPageOf } from './visited-page.ts';

describe('versionOfPage', () => {
  it.each([
    ['/', 1],
    ['/v2', 2],
    ['/v3/', 3],
    ['/v2/continue-registration', 2],
    ['/v3?affiliateId=a', 3],
    ['/continue-registration', 1],
    ['/v4', 1],
  ])('credits a visit of %s to landing version %d', (page, version) => {
    expect(versionOfPage(page)).toBe(version);
  });
});

describe('impressionDetailOf', () => {
  it.each([
    ['/', ''],
    ['/v2', ''],
    ['/v3/', ''],
    ['/?affiliateId=a', ''],
    ['/continue-registration', '/continue-registration'],
    ['/continue-registration?email=a@b.c', '/continue-registration'],
    ['/v2/Continue-Registration/', '/v2/continue-registration'],
    ['/offer-landing/dental-savings#top', '/offer-landing/dental-savings'],
    ['/thank-you', '/thank-you'],
  ])('keeps a visit of %s under the impression detail %j', (page, detail) => {
    expect(impressionDetailOf(page)).toBe(detail);
  });

  it.each([
    ['/a@b.c'],
    ['/%40'],
    ['/a/b/c/d/e'],
    [`/${'x'.repeat(81)}`],
    ['https://example.com/'],
    ['//evil'],
    ['?affiliateId=a'],
  ])('keeps a page shaped like no site route, %s, as "other", so nothing personal or unbounded is stored', (page) => {
    expect(visitedPageOf(page)).toBe('other');
    expect(impressionDetailOf(page)).toBe('other');
  });

  it('keeps the landing pages by their path in the event log', () => {
    expect(['/?affiliateId=a', '/v2/', '/V3'].map(visitedPageOf)).toEqual(['/', '/v2', '/v3']);
  });
});
