import { describe, expect, it } from 'vitest';
import { integrationsOfRoute } from './page-integrations.ts';

describe('integrationsOfRoute', () => {
  it.each(['/analytics', '/internal/revalidate', '/media/[filename]', '/a-page-added-later', 'toString', '__proto__'])(
    'loads no third party on %s',
    (route) => {
      expect([...integrationsOfRoute(route)]).toEqual([]);
    },
  );

  it('loads each integration only where it is used', () => {
    expect([...integrationsOfRoute('/')]).toEqual(['tagManager', 'referralWidget']);
    expect([...integrationsOfRoute('/v3/continue-registration')]).toEqual(['tagManager', 'affiliatePixel']);
    expect([...integrationsOfRoute('/continue-registration/adq')]).toEqual([
      'tagManager',
      'affiliatePixel',
      'adNetwork',
    ]);
    expect([...integrationsOfRoute('/offer-landing/[slug]')]).toEqual(['tagManager']);
  });
});
