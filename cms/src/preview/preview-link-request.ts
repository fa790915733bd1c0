import { campaignParamNames } from '@seniorguide/contracts';
import { cleanQueryValue, TRACKING_PARAM_NAMES } from '@seniorguide/funnel';
import { z } from 'zod';

// What the admin's "Preview link" panel asks for: how long the link lives and the tracking values a visitor's
// link would carry (affiliate and sub ids, s1–s5, utm_*, click ids). A value a visitor's link could not carry
// (too long, control characters, an unfilled macro) is refused, not silently dropped.

export const previewTrackingNames = [...TRACKING_PARAM_NAMES, ...campaignParamNames] as const;

/** How long a shared link may live, in hours: from one hour to a week. */
export const previewLinkLifetimes = { minHours: 1, maxHours: 168, defaultHours: 24 } as const;

const trackingValue = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === '' || cleanQueryValue(value) === value, 'not a value a tracking link can carry');

export const previewLinkRequestSchema = z
  .object({
    lifetimeHours: z
      .number()
      .int()
      .min(previewLinkLifetimes.minHours)
      .max(previewLinkLifetimes.maxHours)
      .default(previewLinkLifetimes.defaultHours),
    tracking: z.partialRecord(z.enum(previewTrackingNames), trackingValue).default({}),
    /** A content experiment's arm to show (1–3); only an experiment's preview link names one. */
    arm: z.number().int().min(1).max(3).optional(),
  })
  .strict();

export type PreviewLinkRequest = z.infer<typeof previewLinkRequestSchema>;

/** The tracking values that were filled in. */
export const filledTracking = (tracking: PreviewLinkRequest['tracking']): Record<string, string> =>
  Object.fromEntries(Object.entries(tracking).filter((entry): entry is [string, string] => Boolean(entry[1])));
