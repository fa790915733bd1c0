import { describe, expect, it } from 'vitest';
import { extendPolicy } from './page-policy.ts';

describe('extendPolicy', () => {
  const base = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-astro';";

  it('appends origins and hashes to their directives and keeps the rest', () => {
    expect(
      extendPolicy(base, {
        sources: { 'script-src': ['https://widget.example'], 'connect-src': ['https://pixel.example'], 'form-action': ['https://ads.example'] },
        scriptHashes: ['sha256-layout'],
      }),
    ).toBe(
      "default-src 'self'; connect-src 'self' https://pixel.example; frame-ancestors 'none'; " +
        "script-src 'self' 'sha256-astro' https://widget.example 'sha256-layout'; form-action https://ads.example",
    );
  });

  it('adds only the layout hashes when nothing is configured', () => {
    expect(extendPolicy(base, { sources: {}, scriptHashes: ['sha256-layout'] })).toBe(
      "default-src 'self'; connect-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-astro' 'sha256-layout'",
    );
  });
});
