import { z } from 'zod';
import { trackingValueSchema } from './fields.ts';

// Server-to-server postbacks: the operator's health panel, its replay and test calls, and the site's record
// that the browser pixel fired.

/** The conversions a postback can report, in funnel order. */
export const postbackEvents = ['email_submitted', 'offer_accepted', 'thank_you', 'download'] as const;

export type PostbackEventName = (typeof postbackEvents)[number];

export const postbackEventSchema = z.enum(postbackEvents, {
  error: 'The event is email_submitted, offer_accepted, thank_you or download.',
});

/** `<entryId>:<event>[:<offerId>]`, as the tracker keys a postback. */
export const postbackIdSchema = z
  .string()
  .max(260, { error: 'Not a postback id.' })
  .regex(/^\d{1,15}:(email_submitted|offer_accepted|thank_you|download)(:[^\s/]{1,200})?$/, {
    error: 'Not a postback id.',
  });

export const postbackHealthRowSchema = z.object({
  affiliateId: z.string().nullable(),
  event: postbackEventSchema,
  sent: z.number().int(),
  delivered: z.number().int(),
  failing: z.number().int(),
  pending: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});

export const postbackAttemptSchema = z.object({
  postbackId: z.string(),
  affiliateId: z.string().nullable(),
  event: postbackEventSchema,
  attempt: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  /** The URL called, its secrets masked. */
  url: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
  /** The postback has failed for good and may be replayed. */
  canReplay: z.boolean(),
});

export const pixelFiresRowSchema = z.object({ affiliateId: z.string().nullable(), fired: z.number().int() });

export const getPostbackHealthResponseSchema = z.object({
  rows: z.array(postbackHealthRowSchema),
  /** The latest 50 attempts, newest first (not limited to the range). */
  attempts: z.array(postbackAttemptSchema),
  /** Browser pixels the site reported fired, per affiliate, over the range. */
  pixels: z.array(pixelFiresRowSchema),
});

export const replayPostbackParamsSchema = z.object({ id: postbackIdSchema });

export const replayPostbackResponseSchema = z.object({ replayed: z.literal(true) });

export const sendTestPostbackBodySchema = z.object({
  /** Whose template to try; the default template when absent. */
  affiliateId: trackingValueSchema,
  event: postbackEventSchema.default('email_submitted'),
});

export const sendTestPostbackResponseSchema = z.object({
  url: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
  /** The start of the receiver's answer. */
  body: z.string(),
});

export const recordPixelFiredResponseSchema = z.object({ success: z.literal(true), recorded: z.boolean() });

export type PostbackHealthRow = z.infer<typeof postbackHealthRowSchema>;
export type PostbackAttemptView = z.infer<typeof postbackAttemptSchema>;
