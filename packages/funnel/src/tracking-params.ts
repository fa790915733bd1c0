import {
  campaignParamNames,
  type CampaignParamName,
  type CampaignParams,
  type TrackingContext,
} from '@seniorguide/contracts';
import { readLastValue, toSearchParams, type SearchInput } from './search-params.ts';

// Affiliate tracking and campaign parameters: read from the URL on arrival, merged with what the browser
// stored, and written back into the query string of every internal link.

export const TRACKING_PARAM_NAMES = ['affiliateId', 'subId', 's1', 's2', 's3'] as const;

export type TrackingParamName = (typeof TRACKING_PARAM_NAMES)[number];

/**
 * The spellings accepted in a URL for each tracking value: the product's own, then those of the affiliate
 * platforms partners already send (HasOffers/TUNE `aff_id`, `aff_sub`…`aff_sub5`; Everflow and CAKE
 * `affid`, `sub1`…`sub5`; `affiliate_id`, `sub_id` elsewhere), so their links attribute without rewriting.
 */
export const TRACKING_PARAM_ALIASES: Record<TrackingParamName, readonly string[]> = {
  affiliateId: ['affiliateid', 'affiliateId', 'aff_id', 'affid', 'affiliate_id'],
  subId: ['subid', 'subId', 'sub_id'],
  s1: ['s1', 'sub1', 'aff_sub'],
  s2: ['s2', 'sub2', 'aff_sub2'],
  s3: ['s3', 'sub3', 'aff_sub3'],
};

/** The spellings of the campaign parameters; a network's click id comes under the names networks use for it. */
export const CAMPAIGN_PARAM_ALIASES: Record<CampaignParamName, readonly string[]> = {
  ...(Object.fromEntries(campaignParamNames.map((name): [string, readonly string[]] => [name, [name]])) as Record<
    CampaignParamName,
    readonly string[]
  >),
  s4: ['s4', 'sub4', 'aff_sub4'],
  s5: ['s5', 'sub5', 'aff_sub5'],
  clickid: ['clickid', 'click_id', 'cid', 'transaction_id'],
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

/** The campaign parameters present in a URL, under any of their spellings; absent ones are left out. */
export function readCampaignParams(input: SearchInput): CampaignParams {
  const params = toSearchParams(input);
  const campaign: CampaignParams = {};
  for (const name of campaignParamNames) {
    const value = readLastValue({ params, names: CAMPAIGN_PARAM_ALIASES[name] });
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
    for (const alias of CAMPAIGN_PARAM_ALIASES[name]) params.delete(alias);
    params.set(name, value);
  }
  return params.toString();
}
