import { z } from 'zod';
import { campaignParamsSchema, trackingContextSchema } from './entities.ts';

// Attribution as the site's server records it on the first page of a visit: every tracking value of the
// URL (and the referring domain), kept in a first-party cookie that each /api call carries to the tracker,
// so no page script has to forward a field.

/** One arrival's tracking values: the tracking context and the campaign fields, absent ones null or left out. */
export const touchSchema = z.object({ ...trackingContextSchema.shape, ...campaignParamsSchema.shape });

export type Touch = z.infer<typeof touchSchema>;

/**
 * The cookie's content: the first arrival that carried any tracking value (what the entry is credited to)
 * and the latest one beside it, for reports that ask for last touch.
 */
export const arrivalSchema = z.object({ first: touchSchema, last: touchSchema });

export type Arrival = z.infer<typeof arrivalSchema>;

/** HttpOnly and first-party: set by the site's server, read by the tracker behind the same origin. */
export const arrivalCookieName = 'sg_arrival';

/**
 * How long a first touch is kept: 30 days, the usual attribution window of affiliate networks (and within
 * the 90 days Google Ads accepts a gclid for). After it, the next arrival with tracking values starts anew.
 */
export const arrivalCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** Where an entry keeps its last touch, inside its campaign fields (its first touch is the entry itself). */
export const entryCampaignSchema = campaignParamsSchema.extend({ last_touch: touchSchema.partial().optional() });

export type EntryCampaign = z.infer<typeof entryCampaignSchema>;
