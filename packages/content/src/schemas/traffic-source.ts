import {
  CAMPAIGN_PARAM_ALIASES,
  TRACKING_PARAM_ALIASES,
  type TouchParamName,
  type TrafficSourceParams,
} from '@seniorguide/funnel';
import { z } from 'zod';
import { documentMeta } from './common.ts';

// Traffic sources (networks, ad platforms) as the CMS answers them over REST: for each value a source sends,
// the URL parameter name it sends it under. The site adds these names to the usual spellings when it reads a
// landing URL, so a source's links attribute without rewriting. The rules of a name are here, shared by the
// CMS (checked at save) and the site (a name that breaks them is ignored).

/** The values a source can send under its own name, in the order the CMS shows them. */
export const trafficSourceFields = [
  'affiliateId',
  'subId',
  'clickid',
  's1',
  's2',
  's3',
  's4',
  's5',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const satisfies readonly TouchParamName[];

export type TrafficSourceField = (typeof trafficSourceFields)[number];

/** How a field is named in a marketer's messages. */
export const trafficFieldLabels: Record<TouchParamName, string> = {
  affiliateId: 'the affiliate id',
  subId: 'the sub id',
  clickid: 'the network click id',
  s1: 's1',
  s2: 's2',
  s3: 's3',
  s4: 's4',
  s5: 's5',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_content: 'utm_content',
  utm_term: 'utm_term',
  gclid: 'the Google click id',
  gbraid: 'the Google click id',
  wbraid: 'the Google click id',
  fbclid: 'the Meta click id',
  msclkid: 'the Microsoft click id',
  ttclid: 'the TikTok click id',
  li_fat_id: 'the LinkedIn click id',
};

export const trafficParamNameMaxLength = 40;

// RFC 3986's unreserved characters: a name that needs no escaping in a link, so the one a network's link
// carries is exactly the one entered here.
const paramNamePattern = new RegExp(`^[A-Za-z0-9._~-]{1,${trafficParamNameMaxLength}}$`);

/** The field each usual spelling already fills (affiliateId, aff_id, subid, sub1, aff_sub, utm_source, gclid…). */
const usualSpellings = new Map<string, TouchParamName>(
  Object.entries({ ...TRACKING_PARAM_ALIASES, ...CAMPAIGN_PARAM_ALIASES }).flatMap(([field, names]) =>
    names.map((name): [string, TouchParamName] => [name, field as TouchParamName]),
  ),
);

/**
 * Parameters the site reads for its own purposes: the visitor's email and entry on the guide email's links,
 * the landing version, the partner link of /redirect. Recorded as a tracking value, an email address would end
 * up in the reports and in every postback.
 */
const siteParams = new Set(['email', 'e', 'id', 'uid', 'userId', 'version', 'url']);

/** Whether a source may send `field` under `name`: true, or the reason in a marketer's words. Empty is allowed. */
export function checkTrafficParamName({
  field,
  name,
}: {
  field: TrafficSourceField;
  name: string | null | undefined;
}): true | string {
  if (name === null || name === undefined || name === '') return true;
  if (!paramNamePattern.test(name)) {
    return `Use letters, digits and . _ - ~ only (the parameter name exactly as the source's links carry it), at most ${trafficParamNameMaxLength} characters.`;
  }
  if (siteParams.has(name))
    return `${name} is one of the site's own parameters (${[...siteParams].join(', ')}); a traffic source cannot use it.`;
  const usualField = usualSpellings.get(name);
  if (usualField !== undefined && usualField !== field) {
    return `${name} already carries ${trafficFieldLabels[usualField]} on every link; enter the name this source uses, or leave this empty.`;
  }
  return true;
}

const parameterName = z.string().nullish();

export const trafficSourceSchema = z.object({
  ...documentMeta,
  parameters: z
    .object(
      Object.fromEntries(trafficSourceFields.map((field) => [field, parameterName])) as Record<
        TrafficSourceField,
        typeof parameterName
      >,
    )
    .optional(),
});

export const trafficSourceListSchema = z.object({ docs: z.array(trafficSourceSchema) });

export type TrafficSource = z.infer<typeof trafficSourceSchema>;

/** What the site adds to the usual spellings: each source's names that pass the rules; sources left empty go. */
export function trafficSourceParamsOf(sources: readonly TrafficSource[]): TrafficSourceParams[] {
  return sources
    .map((source) => {
      const params: TrafficSourceParams = {};
      for (const field of trafficSourceFields) {
        const name = source.parameters?.[field]?.trim();
        if (name && checkTrafficParamName({ field, name }) === true) params[field] = name;
      }
      return params;
    })
    .filter((params) => Object.keys(params).length > 0);
}
