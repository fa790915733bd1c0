import { PREVIEW_QUERY_PARAMETER, verifyPreviewGrant } from '@seniorguide/node-http';
import type { IncomingMessage, ServerResponse } from 'node:http';

// A page address with a preview link (`?sg_preview=…`) never reaches the page memory, the arrival capture or
// the landing experiment: the memory's pages stay the visitors', the preview sets no cookie and is assigned to
// no experiment. Only a link signed with SITE_PREVIEW_SECRET, not expired and made for this very page goes on
// to the render (which checks it again and renders the drafts); any other is refused here. Either answer is
// never stored and never indexed.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

// The plain text test first: every visitor's request passes here, and almost none is a preview.
export const isPreviewRequest = (request: IncomingMessage): boolean =>
  (request.url ?? '').includes(PREVIEW_QUERY_PARAMETER) &&
  new URL(request.url ?? '/', 'http://site.invalid').searchParams.has(PREVIEW_QUERY_PARAMETER);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const refusal =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview link not valid</title>' +
  '<p>This preview link is not valid or has expired. Ask for a new one in the CMS.</p></html>';

export function createPreviewServing({
  secret,
  render,
  now = Date.now,
}: {
  secret: string | undefined;
  render: Handler;
  now?: () => number;
}): Handler {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.invalid');
    const grant = secret ? verifyPreviewGrant(url.searchParams.get(PREVIEW_QUERY_PARAMETER), secret, now()) : null;
    response.setHeader('cache-control', 'no-store');
    response.setHeader('x-robots-tag', 'noindex, nofollow');
    response.setHeader('referrer-policy', 'no-referrer');
    const isReading = request.method === 'GET' || request.method === 'HEAD';
    if (!grant || !isReading || grant.path !== withoutTrailingSlash(url.pathname)) {
      response.writeHead(isReading ? 403 : 405, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : refusal);
      return;
    }
    // The admin's live preview frames the page; the render's policy names the one origin allowed to.
    if (grant.frameOrigin) response.removeHeader('x-frame-options');
    render(request, response);
  };
}
