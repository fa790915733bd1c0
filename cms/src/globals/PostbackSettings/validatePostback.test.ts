import { describe, expect, it } from 'vitest';
import { validateAffiliateIds, validatePostbackTemplate } from './validatePostback.ts';

const validate = validatePostbackTemplate({ allowLoopbackHttp: false });

describe('validatePostbackTemplate', () => {
  it('accepts a public https template with known macros', () => {
    expect(
      validate('https://track.partner.com/pb?click={clickid}&sub={subid}&p={payout}', {
        siblingData: { enabled: true },
      }),
    ).toBe(true);
  });

  it('lets an empty URL through only while the postback is switched off', () => {
    expect(validate('', { siblingData: { enabled: false } })).toBe(true);
    expect(validate('', { siblingData: { enabled: true } })).toMatch(/Enter the postback URL/);
  });

  it.each([
    ['http://track.partner.com/pb', /https/],
    ['https://10.0.0.1/pb', /public internet host/],
    ['https://169.254.169.254/latest/meta-data', /public internet host/],
    ['https://[::ffff:127.0.0.1]/pb', /public internet host/],
    ['https://metadata.google.internal/pb', /public internet host/],
    ['https://localhost/pb', /public internet host/],
    ['https://track.partner.com/pb?x={email}', /Unknown macro \{email\}/],
    ['https://{subid}.partner.com/pb', /never choose the host/],
  ])('refuses %s at save time', (template, message) => {
    expect(validate(template, { siblingData: { enabled: true } })).toMatch(message);
  });

  it('accepts a loopback receiver only with the test switch on', () => {
    expect(validate('http://127.0.0.1:4455/pb', { siblingData: { enabled: true } })).toMatch(/https/);
    expect(
      validatePostbackTemplate({ allowLoopbackHttp: true })('http://127.0.0.1:4455/pb', {
        siblingData: { enabled: true },
      }),
    ).toBe(true);
  });
});

describe('validateAffiliateIds', () => {
  it('refuses the same affiliate twice', () => {
    expect(validateAffiliateIds([{ affiliateId: '17' }, { affiliateId: '9' }])).toBe(true);
    expect(validateAffiliateIds([{ affiliateId: '17' }, { affiliateId: '17' }])).toMatch(/17 is listed twice/);
  });
});
