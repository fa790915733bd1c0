import { describe, expect, it } from 'vitest';
import { checkTemplate, macrosIn, renderTemplate } from './template.ts';

describe('renderTemplate', () => {
  it('fills each macro with its URL-encoded value', () => {
    const url = renderTemplate('https://t.example.com/pb?sub={subid}&c={clickid}&e={event}', {
      subid: 'a&b=c',
      clickid: 'x y/z',
      event: 'offer_accepted',
    });
    expect(url).toBe('https://t.example.com/pb?sub=a%26b%3Dc&c=x%20y%2Fz&e=offer_accepted');
  });

  it('leaves a macro without a value empty', () => {
    expect(renderTemplate('https://t.example.com/pb?s2={s2}&p={payout}', {})).toBe('https://t.example.com/pb?s2=&p=');
  });

  it('encodes path macros so a value cannot add a path segment', () => {
    expect(renderTemplate('https://t.example.com/pb/{subid}', { subid: '../admin' })).toBe(
      'https://t.example.com/pb/..%2Fadmin',
    );
  });
});

describe('checkTemplate', () => {
  it('accepts a public https template with known macros', () => {
    expect(
      checkTemplate('https://t.example.com/pb?sub={subid}&s1={s1}&utm={utm_campaign}&ts={timestamp}&p={payout}'),
    ).toEqual({ ok: true });
  });

  it('refuses an unknown macro and names the known ones', () => {
    const check = checkTemplate('https://t.example.com/pb?x={sub_id}');
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.message).toContain('{sub_id}');
  });

  it.each([['https://{subid}.example.com/pb'], ['https://t.example.com{subid}/pb'], ['{subid}://t.example.com/pb']])(
    'refuses a macro that would choose the host (%s)',
    (template) => {
      expect(checkTemplate(template)).toMatchObject({ ok: false });
    },
  );

  it.each([['http://t.example.com/pb'], ['https://192.168.0.1/pb?s={subid}'], ['https://metadata.google.internal/pb']])(
    'refuses a target the SSRF rules refuse (%s)',
    (template) => {
      expect(checkTemplate(template)).toMatchObject({ ok: false });
    },
  );

  it('lists the macros of a template', () => {
    expect(macrosIn('https://t.example.com/{event}?a={subid}')).toEqual(['event', 'subid']);
  });
});
