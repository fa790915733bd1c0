import { describe, expect, it } from 'vitest';
import { planOfferWindow } from './offer-window.ts';

describe('planOfferWindow', () => {
  it.each([
    ['a phone', 390, 390, { kind: 'tab' }],
    ['a tablet just under the breakpoint', 767, 1024, { kind: 'tab' }],
    [
      'a screen exactly at the breakpoint',
      768,
      1024,
      { kind: 'popup', features: 'width=500,height=800,left=524,top=0' },
    ],
    ['a desktop', 1440, 1920, { kind: 'popup', features: 'width=500,height=800,left=1420,top=0' }],
    [
      'a desktop viewport on a narrow screen',
      1000,
      400,
      { kind: 'popup', features: 'width=500,height=800,left=0,top=0' },
    ],
    ['an unknown width', Number.NaN, 1920, { kind: 'tab' }],
  ])('opens the offer on %s as planned', (_label, viewportWidth, screenWidth, expected) => {
    expect(planOfferWindow({ viewportWidth, screenWidth })).toEqual(expected);
  });
});
