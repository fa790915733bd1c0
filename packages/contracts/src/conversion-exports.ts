import { z } from 'zod';
import { checkAnalyticsRange } from './analytics.ts';
import { isoDateSchema, timeZoneSchema } from './fields.ts';

// The operator's files of conversions for the ad platforms that sent the clicks: Google Ads' click-conversion
// import (CSV) and Meta's Conversions API events (JSON). Each covers the dashboard's dates in its time zone.

/** `?startDate&endDate&timezone`: the dashboard's range; every affiliate (a click id names its ad account). */
export const conversionExportQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema, timezone: timeZoneSchema })
  .superRefine(checkAnalyticsRange);

export type ConversionExportQuery = z.infer<typeof conversionExportQuerySchema>;

/**
 * The conversion actions to create in Google Ads (type "Import from clicks"), named exactly so: the file's
 * "Conversion Name" must match an action's name, or Google refuses the row.
 */
export const googleAdsConversionNames = { signup: 'Signup', offerAccepted: 'Accepted offer' } as const;

/** The header row of Google's click-conversion template, word for word and in its order. */
export const googleAdsConversionColumns = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const;

/** The first line of the file names the time zone of every time below it (Google's "Parameters" row). */
export const googleAdsTimeZoneParameter = 'Parameters:TimeZone=';

/** The one currency of every value the product reports (payouts are set in dollars). */
export const conversionCurrency = 'USD';

// GET /api/analytics/conversions/google-ads.csv: the CSV text itself (Content-Disposition names the file)
export const exportGoogleAdsConversionsResponseSchema = z.string();

/**
 * Meta's event names: a signup is its standard "Lead"; an accepted partner offer has no standard event that
 * fits (no purchase happens), so it is a custom event, to be made a custom conversion in Events Manager.
 */
export const metaConversionEventNames = { signup: 'Lead', offerAccepted: 'AcceptedOffer' } as const;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, { error: 'An email is sent as its SHA-256, in lower-case hex.' });

/** `fb.1.<creation time, epoch ms>.<fbclid>`: Meta's click id as its own cookie would hold it. */
export const metaFbcSchema = z.string().regex(/^fb\.1\.\d{13}\.[A-Za-z0-9._~-]+$/);

/** One server event as the Conversions API takes it, with what the tracker knows: no IP, no user agent. */
export const metaServerEventSchema = z.object({
  event_name: z.enum([metaConversionEventNames.signup, metaConversionEventNames.offerAccepted]),
  /** Unix seconds. */
  event_time: z.number().int().positive(),
  /** Stable per conversion, so a repeated upload (or a pixel sending the same id) is counted once. */
  event_id: z.string().min(1),
  action_source: z.literal('website'),
  user_data: z.object({ em: z.array(sha256Hex).length(1), fbc: metaFbcSchema }),
  custom_data: z.object({ currency: z.literal(conversionCurrency), value: z.number().nonnegative().optional() }),
});

export type MetaServerEvent = z.infer<typeof metaServerEventSchema>;

// GET /api/analytics/conversions/meta.json: the body of a POST to /<pixel id>/events, as it is
export const exportMetaConversionsResponseSchema = z.object({ data: z.array(metaServerEventSchema) });

export type MetaConversionsFile = z.infer<typeof exportMetaConversionsResponseSchema>;
