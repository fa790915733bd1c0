// The affiliate confirmation pixel: a request to the URL template the CMS holds,
// with `{subId}` replaced by the visitor's sub id. It confirms a lead to the affiliate network, so a
// visitor who came without an affiliate (empty sub id) has nothing to confirm and nothing is sent.

const subIdPlaceholder = /\{subId\}/g;

/** The pixel address, or null when there is no template or no sub id. */
export function buildAffiliatePixelUrl({
  template,
  subId,
}: {
  template: string | null | undefined;
  subId: string;
}): string | null {
  const trimmed = template?.trim() ?? '';
  if (trimmed === '' || subId === '') return null;
  const url = trimmed.replace(subIdPlaceholder, encodeURIComponent(subId));
  return /^https?:\/\//i.test(url) || url.startsWith('/') ? url : null;
}

/**
 * Fires the pixel once per entry and browser session (a reload of the page must not confirm the same
 * lead twice). `remember` and `wasFired` wrap session storage; a failing pixel is never the visitor's problem.
 */
export function fireAffiliatePixel({
  url,
  entryId,
  wasFired,
  remember,
  // keepalive: the visitor may leave the page at once (a fast answer, a redirect) and the pixel must still
  // arrive; no-cors because a pixel answers with an image nobody reads; cookies go along, as with an <img>.
  request = (address) =>
    void fetch(address, { mode: 'no-cors', credentials: 'include', keepalive: true }).catch(() => undefined),
}: {
  url: string | null;
  entryId: number;
  wasFired: (entryId: number) => boolean;
  remember: (entryId: number) => void;
  request?: (url: string) => void;
}): boolean {
  if (url === null || wasFired(entryId)) return false;
  try {
    request(url);
    remember(entryId);
    return true;
  } catch {
    return false;
  }
}
