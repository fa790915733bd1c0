import { describe, expect, it } from 'vitest';
import { scriptHash, tagManagerLoader } from './inline-scripts.ts';
import { tagManagerOrigin } from './integration-sources.ts';
import { extendPolicy, pagePolicy } from './page-policy.ts';

describe('extendPolicy', () => {
  const base = "default-src 'self'; connect-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-astro';";

  it('appends origins and hashes to their directives and keeps the rest', () => {
    expect(
      extendPolicy(base, {
        sources: {
          'script-src': ['https://widget.example'],
          'connect-src': ['https://pixel.example'],
          'form-action': ['https://ads.example'],
        },
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

describe('pagePolicy', () => {
  const base =
    "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-src 'self'; form-action 'self'; script-src 'self' 'sha256-astro'";
  const settings = {
    tagManagerContainerId: 'GTM-X',
    referralWidgetScriptUrl: 'https://widget.example/w.js',
    adNetworkScriptUrl: 'https://ads.example/form.js',
    affiliatePixelUrlTemplate: 'https://pixel.example/c?sub={subId}',
  };
  const loaderHash = `'${scriptHash(tagManagerLoader)}'`;

  it('admits no configured third party, nor the tag manager loader, on the dashboard', () => {
    const policy = pagePolicy(base, { route: '/analytics', settings });
    for (const origin of [
      tagManagerOrigin,
      'https://widget.example',
      'https://ads.example',
      'https://pixel.example',
      loaderHash,
    ])
      expect(policy).not.toContain(origin);
  });

  it('admits on a landing page the tag manager and the widget, and nothing it does not load', () => {
    const policy = pagePolicy(base, { route: '/', settings });
    expect(policy).toContain(`script-src 'self' 'sha256-astro' https://widget.example ${tagManagerOrigin}`);
    expect(policy).toContain(loaderHash);
    expect(policy).not.toContain('https://ads.example');
    expect(policy).not.toContain('https://pixel.example');
  });

  it('leaves the tag manager loader out where no container is configured', () => {
    expect(pagePolicy(base, { route: '/', settings: {} })).not.toContain(loaderHash);
  });
});
