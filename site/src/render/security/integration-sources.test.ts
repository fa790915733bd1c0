import { describe, expect, it } from 'vitest';
import { integrationSources, tagManagerOrigin, webOrigin } from './integration-sources.ts';
import type { Integration } from './page-integrations.ts';

const everyIntegration = new Set<Integration>(['tagManager', 'referralWidget', 'affiliatePixel', 'adNetwork']);

describe('webOrigin', () => {
  it.each([
    ['https://widget.example/w.js?x=1', 'https://widget.example'],
    ['http://pixel.example:8080/c?sub={subId}', 'http://pixel.example:8080'],
  ])('is the origin of %s', (address, origin) => {
    expect(webOrigin(address)).toBe(origin);
  });

  it.each(['', null, undefined, 'javascript:alert(1)', 'data:text/javascript,1', '/local.js', 'not a url'])(
    'is null for %s',
    (address) => {
      expect(webOrigin(address)).toBeNull();
    },
  );
});

describe('integrationSources', () => {
  it('adds nothing when no integration is configured', () => {
    expect(integrationSources({}, everyIntegration)).toEqual({});
  });

  it('allows each configured integration by its origin only', () => {
    const sources = integrationSources(
      {
        referralWidgetScriptUrl: 'https://widget.example/w.js',
        adNetworkScriptUrl: 'https://ads.example/form.js',
        affiliatePixelUrlTemplate: 'https://pixel.example/c?sub={subId}',
        tagManagerContainerId: 'GTM-X',
      },
      everyIntegration,
    );
    expect(sources['script-src']).toEqual(['https://widget.example', 'https://ads.example', tagManagerOrigin]);
    expect(sources['connect-src']).toEqual([
      'https://pixel.example',
      'https://ads.example',
      'https://widget.example',
      tagManagerOrigin,
    ]);
    expect(sources['form-action']).toEqual(['https://ads.example']);
  });

  it('never allows a script address that is not http(s)', () => {
    expect(integrationSources({ adNetworkScriptUrl: 'data:text/javascript,alert(1)' }, everyIntegration)).toEqual({});
  });

  it('allows only the integrations the page loads, however many are configured', () => {
    const settings = {
      referralWidgetScriptUrl: 'https://widget.example/w.js',
      adNetworkScriptUrl: 'https://ads.example/form.js',
      affiliatePixelUrlTemplate: 'https://pixel.example/c?sub={subId}',
      tagManagerContainerId: 'GTM-X',
    };
    expect(integrationSources(settings, new Set())).toEqual({});
    expect(integrationSources(settings, new Set(['affiliatePixel']))).toEqual({
      'connect-src': ['https://pixel.example'],
      'img-src': ['https://pixel.example'],
    });
  });
});
