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

/** Query values longer than this are dropped: the API refuses them, and a signup must not fail over one. */
export const QUERY_VALUE_MAX_LENGTH = 200;

// An affiliate network that fails to fill its macro sends it literally: '{{email}}', '{affid}'.
const unfilledPlaceholder = /^\{\{?[^{}]*\}\}?$/;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** A usable query value: trimmed; empty, placeholder, overlong or control-character values become null. */
export function cleanQueryValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.length > QUERY_VALUE_MAX_LENGTH) return null;
  if (unfilledPlaceholder.test(trimmed) || controlCharacters.test(trimmed)) return null;
  return trimmed;
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
