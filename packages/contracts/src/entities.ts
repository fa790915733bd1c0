import { z } from 'zod';
import {
  countSchema,
  emailSchema,
  entryIdSchema,
  isoDateSchema,
  landingVersionSchema,
  offerIdSchema,
  timestampSchema,
  trackingValueSchema,
} from './fields.ts';

// The entities the product keeps and passes between browser, tracker and dashboard.

/** `selectedOffers` is stored and returned as JSON text ('["medicare","section-8"]'), as the spec says. */
export const selectedOffersTextSchema = z.string().refine(
  (text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
    } catch {
      return false;
    }
  },
  { error: 'selectedOffers is a JSON list of offer ids.' },
);

/** Affiliate and sub ids as they travel together through the flow (the tracking context). */
export const trackingContextSchema = z.object({
  affiliateId: trackingValueSchema,
  subId: trackingValueSchema,
  s1: trackingValueSchema,
  s2: trackingValueSchema,
  s3: trackingValueSchema,
});

export type TrackingContext = z.infer<typeof trackingContextSchema>;

/** The five utm_* values: the campaign as the traffic source names it. */
export const utmParamNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/**
 * Click ids, each from the platform that names it: Google (gclid, and gbraid/wbraid on iOS), Meta (fbclid),
 * Microsoft (msclkid), TikTok (ttclid), LinkedIn (li_fat_id), and `clickid`, an affiliate network's own
 * click or transaction id (what a network's postback sends back to match the conversion).
 */
export const clickIdParamNames = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ttclid',
  'li_fat_id',
  'clickid',
] as const;

export type ClickIdParamName = (typeof clickIdParamNames)[number];

/**
 * The tracking values beyond the tracking context that a URL carries and every internal link keeps:
 * utm_*, the networks' fourth and fifth sub ids, and the click ids.
 */
export const campaignParamNames = [...utmParamNames, 's4', 's5', ...clickIdParamNames] as const;

export type CampaignParamName = (typeof campaignParamNames)[number];

/**
 * What an entry keeps beside its tracking context: the campaign parameters and the domain of the page that
 * sent the visitor (from the first page's Referer, never from the URL). Each is optional.
 */
export const campaignParamsSchema = z.object({
  ...(Object.fromEntries(campaignParamNames.map((name) => [name, trackingValueSchema.optional()])) as Record<
    CampaignParamName,
    z.ZodOptional<typeof trackingValueSchema>
  >),
  referrer_domain: trackingValueSchema.optional(),
});

export type CampaignParams = z.infer<typeof campaignParamsSchema>;

/** Every field of campaignParamsSchema, URL parameters and the referrer domain. */
export const campaignFieldNames = [...campaignParamNames, 'referrer_domain'] as const;

export type CampaignFieldName = (typeof campaignFieldNames)[number];

/** The stored waitlist entry, email included: what the tracker keeps, never what a stranger sees. */
export const waitlistEntrySchema = z.object({
  id: entryIdSchema,
  email: emailSchema,
  version: landingVersionSchema.default(1),
  selectedOffers: selectedOffersTextSchema.default('[]'),
  ...trackingContextSchema.shape,
});

export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The entry without personal data: what any browser may be shown for a guessable numeric id. */
export const publicWaitlistEntrySchema = waitlistEntrySchema.omit({ email: true });

export type PublicWaitlistEntry = z.infer<typeof publicWaitlistEntrySchema>;

/**
 * The `entry` field of responses: the public fields, plus the email only when the browser asking owns the
 * entry (it signed up with it, or it already named the email in the request). Otherwise the email is absent.
 */
export const waitlistEntryViewSchema = publicWaitlistEntrySchema.extend({
  email: emailSchema.nullish(),
});

export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

/**
 * The user context the browser keeps in local storage under `userContext`. Read back from storage, so every
 * field may be missing or stale; a field that no longer passes becomes null instead of costing the rest.
 */
export const userContextSchema = z.object({
  waitlistId: entryIdSchema.nullish().catch(null),
  email: emailSchema.nullish().catch(null),
  version: landingVersionSchema.nullish().catch(null),
  affiliateId: trackingValueSchema.catch(null),
  subId: trackingValueSchema.catch(null),
  s1: trackingValueSchema.catch(null),
  s2: trackingValueSchema.catch(null),
  s3: trackingValueSchema.catch(null),
});

export type UserContext = z.infer<typeof userContextSchema>;

/** A partner offer as the CMS serves it. `baseUrl` ends in a subid parameter waiting for its value. */
export const offerSchema = z.object({
  id: offerIdSchema,
  offerid: z.string().trim().min(1),
  title: z.string().min(1),
  headline: z.string(),
  description: z.string(),
  buttonText: z.string().min(1),
  baseUrl: z.url({ protocol: /^https?$/, error: 'An offer link is an http(s) URL.' }),
  /** The source line under the offer ('Source: U.S. Department of Housing, 2024'). */
  source: z.string().optional(),
  /** Shown by the list variant only. */
  icon: z.string().optional(),
});

export type Offer = z.infer<typeof offerSchema>;

export const offerSelectionSchema = z.object({
  offerId: offerIdSchema,
  name: z.string(),
  count: countSchema,
});

export type OfferSelection = z.infer<typeof offerSelectionSchema>;

/**
 * Money on a report row, in US cents, at the prices in force when each conversion happened; held and rejected
 * conversions earn nothing. The ratios are null where their divisor is 0 (no payout, no impression, no signup).
 */
export const moneyFiguresSchema = z.object({
  /** What partners pay for the row's accepted offers. */
  revenueCents: z.number().int().nonnegative(),
  /** What the business pays affiliates for the row's signups and accepted offers. */
  payoutCents: z.number().int().nonnegative(),
  /** Revenue minus payout. */
  profitCents: z.number().int(),
  /** Profit per cent of payout (0.5 = 50%). */
  roi: z.number().nullable(),
  /** Earnings per click: revenue per impression, in cents (fractions kept). */
  epcCents: z.number().nonnegative().nullable(),
  /** Revenue per signup, in cents (fractions kept). */
  revenuePerSignupCents: z.number().nonnegative().nullable(),
});

export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

/** The funnel report, plus optional fields the dashboard uses when present. */
export const funnelAnalyticsSchema = z.object({
  totalImpressions: countSchema,
  totalEmails: countSchema,
  downloadComplete: countSchema,
  flowComplete: countSchema,
  offerSelections: z.array(offerSelectionSchema),
  /** Entries that continued to the offers (step 2). */
  personalInfoComplete: countSchema.optional(),
  /** Impressions flagged as bots, left out of totalImpressions. */
  botImpressions: countSchema.optional(),
  /** The IANA zone the day boundaries were computed in. */
  timezone: z.string().optional(),
  /** Signups held for review (suspicious): left out of totalEmails until approved. */
  heldEmails: countSchema.optional(),
  /** Offer acceptances held for review: left out of offerSelections until approved. */
  heldOffersAccepted: countSchema.optional(),
  /** Revenue, payout, profit, ROI, EPC and revenue per signup of the range. */
  money: moneyFiguresSchema.optional(),
});

export type FunnelAnalytics = z.infer<typeof funnelAnalyticsSchema>;

export const dailyAnalyticsRowSchema = z.object({
  date: isoDateSchema,
  page_visits: countSchema,
  total_emails: countSchema,
  personal_info_complete: countSchema,
  offer_selections: countSchema,
  ebook_downloads: countSchema,
  /** Emergency mail calls for an address with no entry: refused, nothing sent, so the call cannot mail a stranger. Counted for all affiliates under 'direct'. */
  mail_requests_without_entry: countSchema.optional(),
  /** The day's money (EPC per the day's page visits, revenue per the day's signups). */
  money: moneyFiguresSchema.optional(),
});

export type DailyAnalyticsRow = z.infer<typeof dailyAnalyticsRowSchema>;

export const affiliateListItemSchema = z.object({
  affiliateId: z.string().min(1),
});

export type AffiliateListItem = z.infer<typeof affiliateListItemSchema>;

// Error reports are cut to size rather than refused: a report that is too long is still worth keeping.
function truncated(maxLength: number) {
  return z.string().transform((text) => text.slice(0, maxLength));
}

/** A browser error report; the stack is optional because not every error has one. */
export const errorRecordSchema = z.object({
  message: truncated(2000).pipe(z.string().min(1, { error: 'An error report needs a message.' })),
  stack: truncated(10_000).nullish(),
  timestamp: timestampSchema,
  url: truncated(2000),
  userAgent: truncated(500),
});

export type ErrorRecord = z.infer<typeof errorRecordSchema>;
