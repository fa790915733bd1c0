import type { CollectionSlug, Endpoint, GlobalSlug, PayloadRequest } from 'payload';
import { hasRole } from '../access/roles.ts';
import { previewArmQuery } from './preview-arm.ts';
import { filledTracking, previewLinkRequestSchema } from './preview-link-request.ts';
import { previewPathOf } from './preview-path.ts';
import { getPreviewSettings } from './preview-settings.ts';
import { buildPreviewUrl } from './preview-url.ts';

// POST /api/<collection>/:id/preview-link and /api/globals/<global>/preview-link: a shareable link that opens
// the document's saved draft on the real site, signed, with the tracking values the marketer chose, for the
// lifetime asked (1 hour to 7 days). Staff only.

const errorAnswer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status });

async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null;
  } catch {
    return null;
  }
}

type Target = { collection: CollectionSlug } | { global: GlobalSlug };

/** The saved draft's data (the page a landing variant or demo page shows depends on it); null when not found. */
async function draftData(req: PayloadRequest, target: Target): Promise<Record<string, unknown> | null> {
  if ('global' in target) return {};
  const id = req.routeParams?.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  try {
    const doc = await req.payload.findByID({
      collection: target.collection,
      id,
      draft: true,
      depth: 0,
      overrideAccess: false,
      req,
    });
    return doc as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function previewLinkEndpoint(target: Target): Endpoint {
  return {
    path: 'collection' in target ? '/:id/preview-link' : '/preview-link',
    method: 'post',
    handler: async (req) => {
      if (!hasRole({ user: req.user, roles: ['admin', 'marketer', 'operator'] }))
        return errorAnswer(401, 'Sign in to the admin to make a preview link.');
      const settings = getPreviewSettings();
      if (!settings)
        return errorAnswer(503, 'Previews are off: CMS_PREVIEW_SECRET and CMS_PUBLIC_SITE_URL are not set.');
      const parsed = previewLinkRequestSchema.safeParse(await readBody(req));
      if (!parsed.success) return errorAnswer(400, parsed.error.issues.map((issue) => issue.message).join('; '));
      const data = await draftData(req, target);
      const path = data && previewPathOf({ ...target, data });
      if (!path) return errorAnswer(404, 'No page of the site shows this document.');
      const expiresAt = Date.now() + parsed.data.lifetimeHours * 60 * 60 * 1000;
      const arm = previewArmQuery({ ...target, data, arm: parsed.data.arm });
      const tracking = { ...filledTracking(parsed.data.tracking), ...arm };
      const url = buildPreviewUrl({ ...settings, path, expiresAt, tracking });
      return Response.json(
        { url, expiresAt: new Date(expiresAt).toISOString() },
        { headers: { 'cache-control': 'no-store' } },
      );
    },
  };
}
