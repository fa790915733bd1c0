import { describe, expect, it } from 'vitest';
import { createPublicHosts } from './public-hosts.ts';

describe('createPublicHosts', () => {
  const hosts = createPublicHosts(['https://Guide.example.com', 'http://localhost:4321']);

  it('knows each configured host, with its port unless it is the default', () => {
    expect(hosts.match('guide.example.com')).toBe('guide.example.com');
    expect(hosts.match('GUIDE.example.com')).toBe('guide.example.com');
    expect(hosts.match('localhost:4321')).toBe('localhost:4321');
    expect(hosts.primary).toBe('guide.example.com');
  });

  it.each([
    undefined,
    '',
    'evil.example',
    'guide.example.com.evil.example',
    'localhost:4322',
    'localhost',
    'guide.example.com:8443',
  ])('knows no other host: %s', (host) => {
    expect(hosts.match(host)).toBeNull();
  });
});
