import { z } from 'zod';
import { emailSchema, sourceSchema, timestampSchema, trackingValueSchema } from './fields.ts';

// The "we sent your free ebook" email: queued durably, sent at most once per entry, whatever the retries.

/**
 * `queued` is true when this call queued the email, false when it was already queued or sent. The site
 * retries when the response is missing or carries an `error` field, so a repeat is a normal success.
 */
export const emailQueuedResponseSchema = z.object({
  success: z.literal(true),
  queued: z.boolean(),
});

// POST /api/waitlist/:id/notify-complete
export const notifyCompleteBodySchema = z.object({
  source: sourceSchema,
  timestamp: timestampSchema,
  forceSend: z.boolean().default(true),
  affiliateId: trackingValueSchema,
  /** The follow-up call the thank-you page schedules after success carries the email it showed … */
  email: emailSchema.optional(),
  /** … and a random number from 3 to 10. */
  followUp: z.number().int().min(3).max(10).optional(),
});
export const notifyCompleteResponseSchema = emailQueuedResponseSchema;

// POST /api/emergency-webhook: the thank-you page's fallback when no entry is found for the email
export const emergencyWebhookBodySchema = z.object({
  email: emailSchema,
  source: sourceSchema,
  timestamp: timestampSchema,
});
export const emergencyWebhookResponseSchema = emailQueuedResponseSchema;

// GET and POST /api/unsubscribe?token=…: the link in the email footer and its one-click (RFC 8058) twin
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete.' })
    .min(16, { error: 'The unsubscribe link is incomplete.' })
    .max(512, { error: 'The unsubscribe link is invalid.' })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'The unsubscribe link is invalid.' }),
});
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  /**
   * The address that will get no further email. The tracker leaves it out: an unsubscribe link can be
   * forwarded or prefetched, and the answer must not show whose it was.
   */
  email: emailSchema.optional(),
});
