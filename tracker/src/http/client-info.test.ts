import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readClientInfo } from './client-info.ts';

const requestFrom = (userAgent: string | undefined) =>
  ({
    ip: '203.0.113.9',
    get: (name: string) => (name.toLowerCase() === 'user-agent' ? userAgent : undefined),
  }) as unknown as Request;

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('readClientInfo', () => {
  it('tells a browser from a crawler, the same way every time an agent comes back', () => {
    for (let visit = 0; visit < 3; visit += 1) {
      expect(readClientInfo(requestFrom(chrome)).isBot).toBe(false);
      expect(readClientInfo(requestFrom(googlebot)).isBot).toBe(true);
    }
  });

  it('treats a request without a user agent as a bot', () => {
    expect(readClientInfo(requestFrom(undefined))).toEqual({
      ip: '203.0.113.9',
      userAgent: null,
      isBot: true,
      arrival: null,
      hasAcceptLanguage: false,
      landingAssignment: null,
      landingCookie: null,
    });
  });

  it('keeps answering correctly after more distinct agents than it remembers', () => {
    for (let agent = 0; agent < 2500; agent += 1) readClientInfo(requestFrom(`${chrome} build/${agent}`));
    expect(readClientInfo(requestFrom(googlebot)).isBot).toBe(true);
    expect(readClientInfo(requestFrom(chrome)).isBot).toBe(false);
  });
});
