import { describe, expect, it } from 'vitest';
import { EMAIL_SUBMITTED_STEP, getOfferViewStep, OFFER_FLOW_COMPLETE_STEP, THANK_YOU_REACHED_STEP } from './steps.ts';

describe('funnel steps', () => {
  it('numbers the fixed steps as the spec does', () => {
    expect([EMAIL_SUBMITTED_STEP, OFFER_FLOW_COMPLETE_STEP, THANK_YOU_REACHED_STEP]).toEqual([1, 16, 17]);
  });

  it.each([
    [0, 1],
    [3, 4],
    [6, 7],
  ])('numbers the view of offer index %i as step %i', (index, step) => {
    expect(getOfferViewStep(index)).toBe(step);
  });

  it.each([[-1], [7], [1.5], [Number.NaN]])('refuses offer index %d, which no flow shows', (index) => {
    expect(() => getOfferViewStep(index)).toThrow(RangeError);
  });
});
