import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedMediaList } from './media.ts';
import { seedLandingVariants } from './landing/variants.ts';
import { seedOffers } from './offers/index.ts';

const mediaDir = new URL('../media/', import.meta.url);

describe('seed media', () => {
  it('ships an SVG file for every seed image', () => {
    for (const media of seedMediaList) {
      const svg = readFileSync(new URL(media.filename ?? '', mediaDir), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain(`width="${media.width}"`);
    }
  });

  it('is referenced only through the media list', () => {
    const known = new Set(seedMediaList.map((media) => media.id));
    const used = [
      ...seedOffers.map((offer) => offer.icon?.id),
      ...seedLandingVariants.flatMap((variant) => [
        ...variant.brands.logos.map((logo) => logo.logo.id),
        ...variant.benefits.items.map((item) => item.icon.id),
      ]),
    ];
    for (const id of used) expect(known.has(id ?? '')).toBe(true);
  });
});
