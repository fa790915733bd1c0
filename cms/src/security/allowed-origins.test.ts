import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './allowed-origins.ts';

describe('allowedOrigins', () => {
  it('is the public CMS and site origins, without paths', () => {
    expect(
      allowedOrigins({ publicUrl: 'https://cms.example.com/', publicSiteUrl: 'https://www.example.com/x' }),
    ).toEqual(['https://cms.example.com', 'https://www.example.com']);
  });

  it('falls back to the local addresses of the CMS port', () => {
    expect(allowedOrigins({ publicUrl: undefined, publicSiteUrl: undefined, port: '3100' })).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ]);
  });
});
