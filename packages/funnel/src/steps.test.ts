import { describe, expect, it } from 'vitest';
import { EMAIL_SUBMITTED_STEP, OFFER_FLOW_COMPLETE_STEP, THANK_YOU_REACHED_STEP } from './steps.ts';

describe('funnel steps', () => {
  it('numbers the fixed steps as the spec does', () => {
    expect([EMAIL_SUBMITTED_STEP, OFFER_FLOW_COMPLETE_STEP, THANK_YOU_REACHED_STEP]).toEqual([1, 16, 17]);
  });
});
