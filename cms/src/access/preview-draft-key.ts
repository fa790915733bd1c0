import { isPreviewDraftKey, PREVIEW_DRAFT_KEY_HEADER } from '@seniorguide/node-http';
import type { PayloadRequest } from 'payload';
import { env } from '../env.ts';

// The site's server reads drafts to render a preview link's page with a key derived from the preview secret
// (CMS_PREVIEW_SECRET here, SITE_PREVIEW_SECRET there). It never leaves the two servers; without the secret
// nobody holds it.

/** Whether the request carries the site's draft-reading key. */
export function holdsPreviewDraftKey(req: Pick<PayloadRequest, 'headers'>): boolean {
  const secret = env.CMS_PREVIEW_SECRET;
  return Boolean(secret) && isPreviewDraftKey(req.headers.get(PREVIEW_DRAFT_KEY_HEADER), secret ?? '');
}
