import { describe, expect, it } from 'vitest';
import { isWebUrl, validateWebUrl } from './web-url.ts';

describe('isWebUrl', () => {
  it.each(['https://example.com/privacy', 'http://pixel.example/c?sub={subId}', ' https://x.example '])(
    'accepts %s',
    (value) => {
      expect(isWebUrl(value)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x.js',
    '/privacy',
    'ftp://example.com/x',
  ])('refuses %s', (value) => {
    expect(isWebUrl(value)).toBe(false);
  });
});

describe('validateWebUrl', () => {
  it('lets an optional field stay empty and requires a required one', () => {
    expect(validateWebUrl({ required: false })('')).toBe(true);
    expect(validateWebUrl({ required: true })('')).toBe('This field is required.');
  });

  it('explains a refused address', () => {
    expect(validateWebUrl({ required: false })('javascript:alert(1)')).toMatch(/https:\/\//);
  });
});
