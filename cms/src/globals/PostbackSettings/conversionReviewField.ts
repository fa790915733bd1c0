import type { Field } from 'payload';

// The conversion review's threshold (tracker/README.md, "Held conversions"). The tracker reads it with the rest of
// this global, with its postback key. A whole number from 1 to 100, or empty for "hold nothing".

export function validateHoldThreshold(value: number | null | undefined): true | string {
  if (value === null || value === undefined) return true;
  return Number.isInteger(value) && value >= 1 && value <= 100
    ? true
    : 'Enter a whole number from 1 to 100, or leave it empty to hold nothing.';
}

export const conversionReviewField: Field = {
  name: 'conversionReview',
  type: 'group',
  label: 'Conversion review',
  admin: {
    description:
      'Every signup and offer acceptance is scored from 0 to 100 for signs of scripts: faster than a person reads, bursts from one network or placement, repeated browsers, automation, a sub id converting far above its affiliate. One that scores at least this much is held: left out of the paid figures and its postbacks wait until an operator approves or rejects it on /analytics. Empty: nothing is held. 50 holds two signs together or one strong one.',
  },
  fields: [
    {
      name: 'holdThreshold',
      type: 'number',
      label: 'Hold conversions scoring at least',
      min: 1,
      max: 100,
      admin: { step: 1 },
      validate: validateHoldThreshold,
    },
  ],
};
