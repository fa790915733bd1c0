import {
  campaignFieldNames,
  campaignParamNames,
  type Arrival,
  type CampaignParamName,
  type CampaignParams,
  type Touch,
} from '@seniorguide/contracts';
import { cleanQueryValue, readLastValue, toSearchParams, type SearchInput } from './search-params.ts';
import {
  CAMPAIGN_PARAM_ALIASES,
  TRACKING_PARAM_ALIASES,
  TRACKING_PARAM_NAMES,
  type TrackingParamName,
} from './tracking-params.ts';

// The first page of a visit records every tracking value of its URL (a touch); the site's server keeps the
// first touch and the latest one in a cookie (an arrival) that the tracker reads on every call.

/** Every field a URL can set: the tracking context and the campaign parameters. */
export type TouchParamName = TrackingParamName | CampaignParamName;

export const TOUCH_PARAM_NAMES: readonly TouchParamName[] = [...TRACKING_PARAM_NAMES, ...campaignParamNames];

/** A traffic source configured in the CMS: the URL parameter it uses for each field it sends. */
export type TrafficSourceParams = Partial<Record<TouchParamName, string>>;

type AliasTable = Record<TouchParamName, readonly string[]>;

const defaultAliases: AliasTable = { ...TRACKING_PARAM_ALIASES, ...CAMPAIGN_PARAM_ALIASES };

/** The default spellings, with each traffic source's own parameter names added to the fields they fill. */
export function aliasTableWith(sources: readonly TrafficSourceParams[]): AliasTable {
  if (sources.length === 0) return defaultAliases;
  const table: Record<TouchParamName, string[]> = Object.fromEntries(
    TOUCH_PARAM_NAMES.map((field) => [field, [...defaultAliases[field]]]),
  ) as Record<TouchParamName, string[]>;
  for (const source of sources) {
    for (const field of TOUCH_PARAM_NAMES) {
      const name = source[field]?.trim();
      if (name && !table[field].includes(name)) table[field].push(name);
    }
  }
  return table;
}

export const emptyTouch = (): Touch => ({ affiliateId: null, subId: null, s1: null, s2: null, s3: null });

/**
 * The touch of a URL: each field's last usable value under any of its spellings. Values the contracts refuse
 * (too long, control characters) or unfilled macros are dropped and counted, never fatal.
 */
export function readTouch(
  input: SearchInput,
  { aliases = defaultAliases, referrerDomain = null }: { aliases?: AliasTable; referrerDomain?: string | null } = {},
): { touch: Touch; dropped: number } {
  const params = toSearchParams(input);
  const touch = emptyTouch();
  let dropped = 0;
  for (const field of TOUCH_PARAM_NAMES) {
    const names = aliases[field];
    const value = readLastValue({ params, names });
    for (const [name, raw] of params)
      if (names.includes(name) && raw.trim() !== '' && cleanQueryValue(raw) === null) dropped += 1;
    if (value !== null) setField(touch, field, value);
  }
  if (referrerDomain) touch.referrer_domain = referrerDomain;
  return { touch, dropped };
}

/** Every touch field is a string or absent; one setter keeps the two halves' types out of the loops. */
function setField(touch: Touch, field: string, value: string): void {
  (touch as Record<string, string | null | undefined>)[field] = value;
}

/** Whether a touch carries anything worth crediting (a referring domain alone counts). */
export function touchHasValues(touch: Touch): boolean {
  return Object.values(touch).some((value) => typeof value === 'string' && value !== '');
}

/** Whether a touch carries a URL parameter (more than the referring domain). */
function hasParameters(touch: Touch): boolean {
  return Object.entries(touch).some(
    ([field, value]) => field !== 'referrer_domain' && typeof value === 'string' && value !== '',
  );
}

/**
 * The arrival after a new touch. The first touch is the first arrival whose URL carried a tracking parameter:
 * it stays for as long as the cookie lives. An arrival with only a referring domain holds the place until
 * one with parameters comes, so an affiliate is never displaced by an earlier organic visit. The last touch
 * is always the new one.
 */
export function nextArrival(previous: Arrival | null, touch: Touch): Arrival {
  const keepsFirst = previous !== null && (hasParameters(previous.first) || !hasParameters(touch));
  return { first: keepsFirst ? previous.first : touch, last: touch };
}

/** The campaign fields of a touch (utm, s4, s5, click ids, referrer domain), absent ones left out. */
export function campaignOfTouch(touch: Partial<Record<string, unknown>>): CampaignParams {
  const campaign: CampaignParams = {};
  for (const field of campaignFieldNames) {
    const value = touch[field];
    if (typeof value === 'string' && value !== '') campaign[field] = value;
  }
  return campaign;
}

/** The touch's fields that hold a value, as a compact object. */
function compact(touch: Touch): Record<string, string> {
  return Object.fromEntries(
    Object.entries(touch).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
  );
}

/**
 * Browsers keep a cookie of up to 4,096 bytes: past this, the last touch is left out (the first one is what
 * the entry is credited to), and past it still, the longest values of the first touch go one by one.
 */
export const arrivalCookieMaxBytes = 3_800;

/** The cookie value of an arrival: JSON, URI-encoded; a last touch equal to the first is not written twice. */
export function encodeArrival(arrival: Arrival): string {
  const first = compact(arrival.first);
  const last = compact(arrival.last);
  const sameTouch = JSON.stringify(first) === JSON.stringify(last);
  let value = encodeURIComponent(JSON.stringify(sameTouch ? { f: first } : { f: first, l: last }));
  if (value.length <= arrivalCookieMaxBytes) return value;
  const fields = Object.entries(first).sort((a, b) => a[1].length - b[1].length);
  do {
    value = encodeURIComponent(JSON.stringify({ f: Object.fromEntries(fields) }));
  } while (value.length > arrivalCookieMaxBytes && fields.pop());
  return value;
}

const cookieFieldNames: readonly string[] = [...TRACKING_PARAM_NAMES, ...campaignFieldNames];

function touchFrom(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null) return null;
  const touch = emptyTouch();
  for (const field of cookieFieldNames) {
    const raw: unknown = Reflect.get(value, field);
    const cleaned = typeof raw === 'string' ? cleanQueryValue(raw) : null;
    if (cleaned !== null) setField(touch, field, cleaned);
  }
  return touch;
}

/**
 * The arrival in a cookie value (already URI-decoded), or null when there is none or it does not parse.
 * Read leniently: a field that fails the contracts is dropped, the rest kept.
 */
export function decodeArrival(text: string | null | undefined): Arrival | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const first = touchFrom(Reflect.get(parsed, 'f'));
  if (!first) return null;
  return { first, last: touchFrom(Reflect.get(parsed, 'l')) ?? first };
}

/**
 * The domain of the page that sent the visitor ('news.example.org', without 'www.'), or null for none, an
 * address that does not parse, or the site itself (a visitor moving between its own pages).
 */
export function referrerDomainOf(
  referrer: string | null | undefined,
  ownHost: string | null | undefined,
): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host === own) return null;
  return cleanQueryValue(host.replace(/^www\./, ''));
}

/** The platform a click id comes from; a touch with several names the first in this order. */
export const clickSources = ['google', 'meta', 'microsoft', 'tiktok', 'linkedin', 'network'] as const;

export type ClickSource = (typeof clickSources)[number];

const clickSourceOfParam: [CampaignParamName, ClickSource][] = [
  ['gclid', 'google'],
  ['gbraid', 'google'],
  ['wbraid', 'google'],
  ['fbclid', 'meta'],
  ['msclkid', 'microsoft'],
  ['ttclid', 'tiktok'],
  ['li_fat_id', 'linkedin'],
  ['clickid', 'network'],
];

export function clickSourceOf(campaign: Partial<Record<string, unknown>> | null | undefined): ClickSource | null {
  for (const [param, source] of clickSourceOfParam) {
    const value = campaign?.[param];
    if (typeof value === 'string' && value !== '') return source;
  }
  return null;
}
