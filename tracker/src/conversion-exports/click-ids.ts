import type { ClickIdParamName, EntryCampaign } from '@seniorguide/contracts';

// Which click id of an entry a platform's file carries, and which values count as one.

/** Google's click-conversion file has one click column, "Google Click ID": the gclid. */
export const googleClickIds = ['gclid'] as const satisfies readonly ClickIdParamName[];

/** Meta's click id, sent as `fbc`. */
export const metaClickIds = ['fbclid'] as const satisfies readonly ClickIdParamName[];

// What the platforms put in their URLs (base64url, sometimes with a dot or a tilde). A value with anything else
// was not made by them (typed or forged), and it is left out, so no cell of a file can start a formula or
// break a row.
const clickIdPattern = /^[A-Za-z0-9._~-]{1,200}$/;

/** The entry's click id of that name: from its first touch (what it is credited to), else from its last; null when neither is one. */
export function clickIdOf(campaign: EntryCampaign, name: ClickIdParamName): string | null {
  for (const value of [campaign[name], campaign.last_touch?.[name]]) {
    if (typeof value === 'string' && clickIdPattern.test(value)) return value;
  }
  return null;
}
