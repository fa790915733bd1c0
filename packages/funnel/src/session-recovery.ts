import { readLastValue, toSearchParams, type SearchInput } from './search-params.ts';
import { parseEmail, parseEntryId, parseLandingVersion } from './validation.ts';

// Session recovery on the continue-registration pages and the ad screen: the page finds whose session it is even when storage was lost.

export type RecoveryLookup =
  | { kind: 'urlId'; id: number }
  | { kind: 'email'; email: string; ipFallback: true }
  | { kind: 'storedId'; id: number }
  | { kind: 'ip' };

/**
 * The lookups to try, in order, until one finds the entry: the id in the URL, then the email in the URL (the
 * server falls back to the IP), then the waitlistId stored in the browser, then the IP. Ids that are not
 * integers and emails that are placeholders or invalid are skipped; the IP lookup always closes the list.
 */
export function planSessionRecovery({
  urlId,
  urlEmail,
  storedWaitlistId,
}: {
  urlId: string | null | undefined;
  urlEmail: string | null | undefined;
  storedWaitlistId: string | number | null | undefined;
}): RecoveryLookup[] {
  const plan: RecoveryLookup[] = [];
  const idFromUrl = parseEntryId(urlId);
  if (idFromUrl !== null) plan.push({ kind: 'urlId', id: idFromUrl });
  const email = parseEmail(urlEmail);
  if (email !== null) plan.push({ kind: 'email', email, ipFallback: true });
  const storedId = parseEntryId(storedWaitlistId);
  if (storedId !== null && storedId !== idFromUrl) plan.push({ kind: 'storedId', id: storedId });
  plan.push({ kind: 'ip' });
  return plan;
}

export type RecoveryParams = {
  urlId: string | null;
  urlEmail: string | null;
  affiliateId: string | null;
  version: number | null;
};

/** The query parameters recovery reads: id, email, affiliateId, version (last value wins, placeholders ignored). */
export function readRecoveryParams(input: SearchInput): RecoveryParams {
  const params = toSearchParams(input);
  return {
    urlId: readLastValue({ params, names: ['id'] }),
    urlEmail: readLastValue({ params, names: ['email'] }),
    affiliateId: readLastValue({ params, names: ['affiliateId', 'affiliateid'] }),
    version: parseLandingVersion(readLastValue({ params, names: ['version'] })),
  };
}
