import { describe, expect, it } from 'vitest';
import { clickIdOf } from './click-ids.ts';
import { googleConversionTime } from './google-ads-csv.ts';
import { fbcOf, hashEmailForMeta } from './meta-events.ts';

// The platforms' own formats, checked against the examples of their documentation.

describe("Meta's customer information", () => {
  it("hashes the email as Meta's example does: trimmed, lower-cased, SHA-256 in hex", () => {
    // developers.facebook.com, Conversions API, Customer Information Parameters, `em`.
    expect(hashEmailForMeta('John_Smith@gmail.com')).toBe(
      '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
    );
    expect(hashEmailForMeta('  JOHN_SMITH@Gmail.com ')).toBe(hashEmailForMeta('john_smith@gmail.com'));
  });

  it('writes fbc as fb.1.<creation time in ms>.<fbclid>, the click id unchanged', () => {
    expect(fbcOf('IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk', 1_781_539_200_000)).toBe(
      'fb.1.1781539200000.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk',
    );
  });
});

describe("Google's conversion time", () => {
  it('is yyyy-MM-dd HH:mm:ss with the offset the zone has at that moment, daylight saving time included', () => {
    expect(googleConversionTime(Date.parse('2026-11-27T19:03:00Z'), 'America/New_York')).toBe(
      '2026-11-27 14:03:00-05:00',
    );
    expect(googleConversionTime(Date.parse('2026-06-15T16:00:09.900Z'), 'America/New_York')).toBe(
      '2026-06-15 12:00:09-04:00',
    );
    expect(googleConversionTime(Date.parse('2026-06-15T16:00:00Z'), 'UTC')).toBe('2026-06-15 16:00:00+00:00');
  });
});

describe('the click id a file carries', () => {
  it("takes the first touch's, else the last touch's", () => {
    expect(clickIdOf({ gclid: 'G-first', last_touch: { gclid: 'G-last' } }, 'gclid')).toBe('G-first');
    expect(clickIdOf({ clickid: 'NET-1', last_touch: { gclid: 'G-last' } }, 'gclid')).toBe('G-last');
    expect(clickIdOf({ utm_source: 'mail' }, 'gclid')).toBeNull();
  });

  it('takes only what a platform could have sent: no formula, no comma, no quote, no space', () => {
    for (const forged of ['=HYPERLINK("x")', '+1', '@SUM(1)', 'a,b', 'a"b', 'a b', '']) {
      expect(clickIdOf({ gclid: forged }, 'gclid'), forged).toBeNull();
    }
    expect(clickIdOf({ fbclid: 'IwAR2F4-dbP0l7Mn1_aem_X.y~z' }, 'fbclid')).toBe('IwAR2F4-dbP0l7Mn1_aem_X.y~z');
  });
});
