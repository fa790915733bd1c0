import { describe, expect, it } from 'vitest';
import { findPersonalData } from './find-personal-data.ts';

describe('findPersonalData', () => {
  it.each([
    ['{"ip":"10.20.30.40","msg":"signup"}', 'ipv4', '10.20.30.40'],
    ['GET http://203.0.113.9/thank-you', 'ipv4', '203.0.113.9'],
    ['client 2001:db8::7 asked', 'ipv6', '2001:db8::7'],
    ['from ::ffff:198.51.100.4 today', 'ipv6', '::ffff:198.51.100.4'],
    ['fe80::1%eth0', 'ipv6', 'fe80::1'],
    ['failed for ann.smith+1@example.com', 'email', 'ann.smith+1@example.com'],
    ['/thank-you?email=ann%40example.com&id=3', 'email', 'ann@example.com'],
  ])('finds a planted leak in %s', (text, kind, value) => {
    expect(findPersonalData(text)).toContainEqual({ kind, value });
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36',
    'listening on http://127.0.0.1:4000 and [::1]:4000 and 0.0.0.0',
    '2026-11-25T10:07:58.123Z took 12:30:45 ms',
    'addressHash k1:Zm9vYmFy and job ebook:entry-12, version 1.2.3.4.5',
    'erased:12',
  ])('finds nothing in %s', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });
});
