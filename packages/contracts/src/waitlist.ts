import { z } from 'zod';
import { consentDisclosureSchema } from './consent.ts';
import { campaignParamsSchema, trackingContextSchema, waitlistEntryViewSchema } from './entities.ts';
import { experimentMarkSchema } from './experiments.ts';
import { emailSchema, entryIdSchema, landingVersionSchema, successResponseSchema } from './fields.ts';

// Signup, lookups and step changes of a waitlist entry.

/** `:id` of every `/api/waitlist/:id/...` path. */
export const entryParamsSchema = z.object({ id: entryIdSchema });

/** `{ entry }`: the answer of calls that return one entry. */
export const entryResponseSchema = z.object({ entry: waitlistEntryViewSchema });

/** `{ entry }` or `{ entry: null }`: lookups answer 200 either way, so "not found" is not a failure. */
export const entryLookupResponseSchema = z.object({
  entry: waitlistEntryViewSchema.nullable(),
  /** How the entry was found; absent when nothing was. */
  matchedBy: z.enum(['email', 'ip']).optional(),
});

// POST /api/waitlist. Beyond the spec's fields: the optional campaign parameters, kept with the entry.
export const joinWaitlistBodySchema = z.object({
  email: emailSchema,
  version: landingVersionSchema.default(1),
  ...trackingContextSchema.shape,
  ...campaignParamsSchema.shape,
  /** The signup note the visitor saw (the consent ledger); optional so older pages still sign up. */
  disclosure: consentDisclosureSchema.optional(),
  /** Sent by pages of before: accepted, never believed; the signed assignment cookie decides (as for visits). */
  experiment: experimentMarkSchema.optional(),
});
export const joinWaitlistResponseSchema = entryResponseSchema;

// PUT /api/waitlist/:id/step/2 (sent with an empty body right after signup)
export const markContinuedToOffersResponseSchema = successResponseSchema;

export const firstNameSchema = z
  .string()
  .trim()
  .min(2, { error: 'First name must be at least 2 characters.' })
  .max(100, { error: 'First name must be at most 100 characters.' });

export const lastNameSchema = z
  .string()
  .trim()
  .min(2, { error: 'Last name must be at least 2 characters.' })
  .max(100, { error: 'Last name must be at most 100 characters.' });

export const zipCodeSchema = z
  .string()
  .trim()
  .min(5, { error: 'Please enter a valid ZIP code.' })
  .max(10, { error: 'Please enter a valid ZIP code.' });

// PUT /api/waitlist/:id: the personal-information form (first name, last name, ZIP; defined, unused by the shown flow)
export const updateEntryBodySchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    zipCode: zipCodeSchema.optional(),
  })
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    error: 'Send at least one of firstName, lastName, zipCode.',
  });
export const updateEntryResponseSchema = entryResponseSchema;

/** Funnel steps: 1 email submitted, 2 continued, offer views index+1, 16 flow complete, 17 thank-you. */
export const funnelStepSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, { error: 'A step is a whole number from 1 to 17.' }).transform(Number)])
  .pipe(
    z
      .number()
      .int({ error: 'A step is a whole number from 1 to 17.' })
      .min(1, { error: 'A step is a whole number from 1 to 17.' })
      .max(17, { error: 'A step is a whole number from 1 to 17.' }),
  );

// PUT /api/waitlist/:id/step/:step
export const setEntryStepParamsSchema = entryParamsSchema.extend({ step: funnelStepSchema });
export const setEntryStepResponseSchema = successResponseSchema;

// PUT /api/waitlist/:id/complete
export const completeEntryResponseSchema = successResponseSchema;

// GET /api/waitlist/:id
export const getEntryQuerySchema = z.object({
  /** Cache-buster the browser appends; its value means nothing. */
  _t: z.string().max(64).optional(),
});
export const getEntryResponseSchema = entryResponseSchema;

/** Query-string booleans: 'true'/'1' and 'false'/'0'. */
const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: "Use 'true' or 'false'." })
  .transform((value) => value === 'true' || value === '1');

// GET /api/waitlist/by-email?email=…&ipFallback=true
export const findEntryByEmailQuerySchema = z.object({
  email: emailSchema,
  /** When no entry has the email, try the requester's IP address instead. */
  ipFallback: queryBooleanSchema.default(false),
});
export const findEntryByEmailResponseSchema = entryLookupResponseSchema;

// POST /api/waitlist/by-ip (body `{}`; the address is the requester's own)
export const findEntryByIpResponseSchema = entryLookupResponseSchema;

// PUT /api/waitlist/:id/step/complete
export const markStepCompleteResponseSchema = successResponseSchema;

// PUT /api/waitlist/:id/update-client-info (body `{}`; the tracker reads the client's address and agent)
export const updateClientInfoResponseSchema = successResponseSchema;

// GET /api/waitlist/:id/open?token=…: the download link of the guide email. A valid, unexpired token makes
// this browser an owner of the entry; every answer is a 303 to the download page (with the entry's id, never
// its email, only for a valid token), so a bad or old link still leads to the guide.
export const openEntryLinkQuerySchema = z.object({
  token: z.string().max(512, { error: 'The link is invalid.' }).default(''),
});
export const openEntryLinkResponseSchema = z.object({ location: z.string().startsWith('/') });
