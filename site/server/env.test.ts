import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';

describe('SITE_PUBLIC_ORIGINS', () => {
  it('defaults to this machine on the site port', () => {
    expect(readServerEnv({ SITE_PORT: '4400' }).SITE_PUBLIC_ORIGINS).toEqual([
      'http://localhost:4400',
      'http://127.0.0.1:4400',
      'http://[::1]:4400',
    ]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(
      readServerEnv({ SITE_PUBLIC_ORIGINS: 'https://guide.example.com, http://localhost:4321' }).SITE_PUBLIC_ORIGINS,
    ).toEqual(['https://guide.example.com', 'http://localhost:4321']);
  });

  it.each([
    'guide.example.com',
    'https://guide.example.com/offers',
    'ftp://guide.example.com',
    'https://user:pw@guide.example.com',
  ])('refuses to start with %s, which is no origin', (value) => {
    expect(() => readServerEnv({ SITE_PUBLIC_ORIGINS: value })).toThrow(/SITE_PUBLIC_ORIGINS/);
  });
});
