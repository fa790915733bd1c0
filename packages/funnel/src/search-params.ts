import { readTrackingValue } from '@seniorguide/contracts';

// Reading query strings the way every funnel page does: whatever shape the caller holds.

export type SearchInput = URL | URLSearchParams | string;

/** Accepts a URL, URLSearchParams, a full URL string or a query string with or without its '?'. */
export function toSearchParams(input: SearchInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) return new URL(input).searchParams;
  const queryStart = input.indexOf('?');
  return new URLSearchParams(queryStart >= 0 ? input.slice(queryStart + 1) : input);
}

// An affiliate network that fails to fill its macro sends it literally: '{{email}}', '{affid}'.
const unfilledPlaceholder = /^\{\{?[^{}]*\}\}?$/;

/**
 * A usable query value: the contracts' rule for a tracking value (trimmed, at most 200 characters, no control
 * characters), read leniently so that a value the API would refuse is dropped and a signup never fails over
 * one; empty and placeholder values become null too.
 */
export function cleanQueryValue(value: string | null | undefined): string | null {
  const cleaned = readTrackingValue(value);
  return cleaned === null || unfilledPlaceholder.test(cleaned) ? null : cleaned;
}

/**
 * The last usable value among the given parameter names, in URL order, so that for a repeated parameter
 * (or both spellings, `affiliateid` and `affiliateId`) the last one wins.
 */
export function readLastValue({ params, names }: { params: URLSearchParams; names: readonly string[] }): string | null {
  let last: string | null = null;
  for (const [name, value] of params) {
    if (!names.includes(name)) continue;
    const cleaned = cleanQueryValue(value);
    if (cleaned !== null) last = cleaned;
  }
  return last;
}
