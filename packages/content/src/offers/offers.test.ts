import { describe, expect, it } from 'vitest';
import { seedOffers, selectOffersForFlow } from './index.ts';
import { fallbackSourceLine } from './tracking-link.ts';

describe('seed offers', () => {
  it('shows the seven sequential offers in the order of the spec', () => {
    const slugs = selectOffersForFlow({ offers: seedOffers, flow: 'sequential' }).map((offer) => offer.slug);
    expect(slugs).toEqual([
      'housing-grants',
      'medicare',
      'dental-implants',
      'meals-on-wheels',
      'wise-savings',
      'auto-insurance',
      'government-assistance',
    ]);
  });

  it('lists the seven categories of the list variant in the order of the spec', () => {
    const slugs = selectOffersForFlow({ offers: seedOffers, flow: 'list' }).map((offer) => offer.slug);
    expect(slugs).toEqual([
      'section-8',
      'food-stamps',
      'senior-discounts',
      'auto-insurance',
      'housing-grants',
      'medicare',
      'dental-implants',
    ]);
  });

  it('gives each offer a unique slug and a tracking link that ends in an empty subid', () => {
    expect(new Set(seedOffers.map((offer) => offer.slug)).size).toBe(seedOffers.length);
    for (const offer of seedOffers) {
      expect(offer.baseUrl).toMatch(/^https:\/\/[a-z.-]+\.example\/.*[?&]subid=$/);
      expect(offer.baseUrl).toContain(`offer_id=${offer.offerid}`);
    }
  });

  it('carries the third-party marketer disclaimer on Medicare and the government notice on government benefits', () => {
    for (const offer of seedOffers) {
      if (offer.category === 'medicare') expect(offer.disclaimer).toMatch(/third-party marketer/i);
      if (offer.category === 'government-benefit')
        expect(offer.disclaimer).toMatch(/not affiliated with the government/i);
    }
    const bySlug = new Map(seedOffers.map((offer) => [offer.slug, offer.category]));
    expect(bySlug.get('medicare')).toBe('medicare');
    expect(bySlug.get('housing-grants')).toBe('government-benefit');
    expect(bySlug.get('government-assistance')).toBe('government-benefit');
  });

  it('keeps the spec fallback source line', () => {
    expect(fallbackSourceLine).toBe('Source: Industry Research, 2024');
  });
});
