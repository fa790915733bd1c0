import { seedOffers } from '@seniorguide/content';
import { describe, expect, it } from 'vitest';
import { buildVisitorOfferLink } from './offer-link.ts';
import { toOfferView } from './offer-view.ts';

const medicare = seedOffers.find((offer) => offer.slug === 'medicare');
if (!medicare) throw new Error('seed offer medicare missing');

describe('toOfferView', () => {
  it('uses the slug as the offer id the funnel records, and serves the icon from this origin', () => {
    const view = toOfferView(medicare);
    expect(view).toMatchObject({
      id: 'medicare',
      offerid: '3981',
      title: 'Medicare Plans',
      source: 'Source: Centers for Medicare & Medicaid Services, 2024',
    });
    expect(view.disclaimer).toMatch(/third-party marketer/);
    expect(view.iconSrc).toMatch(/^\/media\//);
  });

  it('falls back to the spec source line and drops an empty disclaimer', () => {
    const view = toOfferView({ ...medicare, sourceLine: '  ', disclaimer: '', icon: null });
    expect(view.source).toBe('Source: Industry Research, 2024');
    expect(view.disclaimer).toBeNull();
    expect(view.iconSrc).toBeNull();
  });
});

describe('buildVisitorOfferLink', () => {
  const baseUrl = 'https://track.partner.example/click?offer_id=3981&aff_id=555&subid=';

  it.each([
    [{ affiliateId: 'A1', version: 1, email: 'ann@example.com' }, true, `${baseUrl}ONB_A1&email=ann%40example.com`],
    [{ affiliateId: 'A1', version: 3, email: 'ann@example.com' }, false, `${baseUrl}ONB_v3_A1`],
    [{ affiliateId: null, version: 2, email: null }, true, baseUrl],
  ])('builds %j (email: %s) into %s', (context, withEmail, expected) => {
    expect(buildVisitorOfferLink({ baseUrl, context, withEmail })).toBe(expected);
  });
});
