import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config.ts';

describe('public config parsing', () => {
  it('reads what the layout rendered', () => {
    const config = parsePublicConfig(
      JSON.stringify({
        tagManagerContainerId: 'GTM-ABC123',
        referralWidgetScriptUrl: 'https://widget.example/referral.js',
        landingVersion: 2,
        tracksVisit: false,
        errorMonitor: { title: 'Error Detected', dismissLabel: 'Dismiss' },
      }),
    );
    expect(config).toEqual({
      tagManagerContainerId: 'GTM-ABC123',
      referralWidgetScriptUrl: 'https://widget.example/referral.js',
      landingVersion: 2,
      tracksVisit: false,
      errorMonitor: { title: 'Error Detected', dismissLabel: 'Dismiss' },
    });
  });

  it('treats empty integrations and unknown versions as not configured', () => {
    const config = parsePublicConfig(JSON.stringify({ tagManagerContainerId: '  ', landingVersion: 9 }));
    expect(config.tagManagerContainerId).toBeNull();
    expect(config.landingVersion).toBeNull();
    expect(config.errorMonitor.title).toBe('Error Detected');
  });

  it('tracks the visit on every page that does not opt out', () => {
    expect(parsePublicConfig(JSON.stringify({ landingVersion: null })).tracksVisit).toBe(true);
    expect(parsePublicConfig(JSON.stringify({ tracksVisit: 'no' })).tracksVisit).toBe(true);
    expect(parsePublicConfig('{not json').tracksVisit).toBe(true);
  });

  it('falls back to "nothing configured" for malformed JSON', () => {
    expect(parsePublicConfig('{not json').referralWidgetScriptUrl).toBeNull();
  });
});
