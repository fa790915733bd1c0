import { describe, expect, it } from 'vitest';
import { seedPageTexts } from '../page-texts.ts';
import { pageTextsSchema } from './page-texts.ts';

describe('pageTextsSchema', () => {
  it('reads the seed page texts as they are', () => {
    expect(pageTextsSchema.parse(seedPageTexts)).toEqual(seedPageTexts);
  });

  it('lets the plural countdown stand in for a singular saved before the field existed', () => {
    const { countdownLabelOne: _singular, ...redirect } = seedPageTexts.redirect;
    const parsed = pageTextsSchema.parse({ ...seedPageTexts, redirect });
    expect(parsed.redirect.countdownLabelOne).toBe(seedPageTexts.redirect.countdownLabel);
    expect(parsed.thankYou).toEqual(seedPageTexts.thankYou);
  });
});
