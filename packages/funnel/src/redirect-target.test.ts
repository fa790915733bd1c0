import { describe, expect, it } from 'vitest';
import { resolveRedirectTarget } from './redirect-target.ts';

const allowedHosts = ['partner.example.com', 'Offers.Example.org.', '*.wildcard.example', ' '];

describe('resolveRedirectTarget', () => {
  it.each([
    ['a listed host', 'https://partner.example.com/click?o=1&s=a%26b', 'https://partner.example.com/click?o=1&s=a%26b'],
    ['a subdomain of a listed host', 'https://go.partner.example.com/x', 'https://go.partner.example.com/x'],
    ['a host listed in another case with a trailing dot', 'https://offers.example.org/', 'https://offers.example.org/'],
    ['a host listed with a wildcard', 'http://a.wildcard.example/', 'http://a.wildcard.example/'],
    ['a listed host in upper case', 'HTTPS://PARTNER.EXAMPLE.COM/', 'https://partner.example.com/'],
  ])('opens %s', (_label, url, expected) => {
    expect(resolveRedirectTarget({ url, allowedHosts })).toBe(expected);
  });

  it.each([
    ['no url', null],
    ['an empty url', ''],
    ['a relative url', '/thank-you'],
    ['a host that only ends with a listed name', 'https://evilpartner.example.com/'],
    ['a host that contains a listed name', 'https://partner.example.com.evil.example/'],
    ['credentials disguising the host', 'https://partner.example.com@evil.example/'],
    ['credentials on a listed host', 'https://user:pass@partner.example.com/'],
    ['a javascript url', 'javascript:alert(1)//partner.example.com'],
    ['a data url', 'data:text/html,hi'],
    ['an unlisted host', 'https://example.net/'],
  ])('refuses %s', (_label, url) => {
    expect(resolveRedirectTarget({ url, allowedHosts })).toBeNull();
  });

  it('refuses everything when no host is listed', () => {
    expect(resolveRedirectTarget({ url: 'https://partner.example.com/', allowedHosts: [] })).toBeNull();
  });
});
