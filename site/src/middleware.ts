import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { getSiteSettings } from './render/cms.ts';
import { applyPreviewHeaders, refusedPreview } from './render/preview/preview-headers.ts';
import { asksForPreview, readPreviewGrant } from './render/preview/preview-grant.ts';
import { renderWithDrafts } from './render/preview/preview-content.ts';
import { pagePolicy } from './render/security/page-policy.ts';

// Every page's Content-Security-Policy also admits the integrations configured in the CMS that the page loads
// (none on the dashboard) and the layout's own inline scripts (render/security/page-policy.ts explains why
// here, after rendering).
async function withPagePolicy(context: APIContext, response: Response): Promise<Response> {
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const { integrations } = await getSiteSettings();
  response.headers.set(
    'content-security-policy',
    pagePolicy(policy, { route: context.routePattern, settings: integrations }),
  );
  return response;
}

// A preview link renders the page from the drafts, only with a valid signature for this very page; the
// whole body is rendered inside the drafts' context, then sent with the preview's headers
// (render/preview/preview-headers.ts).
export const onRequest = defineMiddleware(async (context, next) => {
  if (!asksForPreview(context.url)) return withPagePolicy(context, await next());
  const grant = readPreviewGrant(context.url);
  if (!grant) return refusedPreview();
  return renderWithDrafts(grant, async () => {
    const rendered = await withPagePolicy(context, await next());
    const body = await rendered.arrayBuffer();
    const headers = new Headers(rendered.headers);
    applyPreviewHeaders(headers, grant);
    return new Response(body, { status: rendered.status, statusText: rendered.statusText, headers });
  });
});
