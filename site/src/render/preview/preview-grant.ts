import { PREVIEW_QUERY_PARAMETER, verifyPreviewGrant, type PreviewGrant } from '@seniorguide/node-http';
import { SITE_PREVIEW_SECRET } from 'astro:env/server';

// The render's own check of a preview link (the site's server checks it first): only a link the CMS signed,
// not expired, for this very page, lets a page show drafts.

/** Whether the address asks for a preview at all (then it is a preview or nothing). */
export const asksForPreview = (url: URL): boolean => url.searchParams.has(PREVIEW_QUERY_PARAMETER);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The grant of a valid preview link for this page, or null. */
export function readPreviewGrant(url: URL, now = Date.now()): PreviewGrant | null {
  if (!SITE_PREVIEW_SECRET) return null;
  const grant = verifyPreviewGrant(url.searchParams.get(PREVIEW_QUERY_PARAMETER), SITE_PREVIEW_SECRET, now);
  return grant && grant.path === withoutTrailingSlash(url.pathname) ? grant : null;
}
