import { campaignParamNames, type CampaignParams, type TrackingContext } from '@seniorguide/contracts';
import { readLastValue, toSearchParams, type SearchInput } from './search-params.ts';

// Affiliate tracking and campaign parameters (spec section 3): read from the URL on arrival, merged with
// what the browser stored, and written back into the query string carried to the thank-you page.

export const TRACKING_PARAM_NAMES = ['affiliateId', 'subId', 's1', 's2', 's3'] as const;

export type TrackingParamName = (typeof TRACKING_PARAM_NAMES)[number];

/** The spellings accepted in a URL for each tracking value. */
export const TRACKING_PARAM_ALIASES: Record<TrackingParamName, readonly string[]> = {
  affiliateId: ['affiliateid', 'affiliateId'],
  subId: ['subid', 'subId'],
  s1: ['s1'],
  s2: ['s2'],
  s3: ['s3'],
};

/** The tracking values present in a URL; absent ones are null. */
export function readTrackingParams(input: SearchInput): TrackingContext {
  const params = toSearchParams(input);
  return {
    affiliateId: readLastValue({ params, names: TRACKING_PARAM_ALIASES.affiliateId }),
    subId: readLastValue({ params, names: TRACKING_PARAM_ALIASES.subId }),
    s1: readLastValue({ params, names: TRACKING_PARAM_ALIASES.s1 }),
    s2: readLastValue({ params, names: TRACKING_PARAM_ALIASES.s2 }),
    s3: readLastValue({ params, names: TRACKING_PARAM_ALIASES.s3 }),
  };
}

/** The campaign parameters present in a URL; absent ones are left out. */
export function readCampaignParams(input: SearchInput): CampaignParams {
  const params = toSearchParams(input);
  const campaign: CampaignParams = {};
  for (const name of campaignParamNames) {
    const value = readLastValue({ params, names: [name] });
    if (value !== null) campaign[name] = value;
  }
  return campaign;
}

/**
 * Combines the URL's tracking values with the stored ones, value by value: the URL wins where it has a value,
 * storage fills the rest (a visitor returning without parameters keeps the affiliate that brought them).
 */
export function mergeTrackingContext({
  fromUrl,
  stored,
}: {
  fromUrl: TrackingContext;
  stored: Partial<Record<TrackingParamName, string | null | undefined>> | null | undefined;
}): TrackingContext {
  return {
    affiliateId: fromUrl.affiliateId ?? stored?.affiliateId ?? null,
    subId: fromUrl.subId ?? stored?.subId ?? null,
    s1: fromUrl.s1 ?? stored?.s1 ?? null,
    s2: fromUrl.s2 ?? stored?.s2 ?? null,
    s3: fromUrl.s3 ?? stored?.s3 ?? null,
  };
}

/**
 * Writes tracking and campaign values into a query string (without '?'), for the link to the thank-you page.
 * Values already in `base` are replaced, and other spellings of the same parameter are removed, so the
 * next page reads exactly these values. Null and empty values are left out.
 */
export function writeTrackingParams({
  tracking,
  campaign = {},
  base,
}: {
  tracking: Partial<TrackingContext>;
  campaign?: CampaignParams;
  base?: SearchInput;
}): string {
  const params = new URLSearchParams(base === undefined ? '' : toSearchParams(base));
  for (const name of TRACKING_PARAM_NAMES) {
    const value = tracking[name];
    if (value === null || value === undefined || value === '') continue;
    for (const alias of TRACKING_PARAM_ALIASES[name]) params.delete(alias);
    params.set(name, value);
  }
  for (const name of campaignParamNames) {
    const value = campaign[name];
    if (value === null || value === undefined || value === '') continue;
    params.set(name, value);
  }
  return params.toString();
}
