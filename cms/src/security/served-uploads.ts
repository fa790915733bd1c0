import { uploadContentSecurityPolicy } from './response-headers.mjs';

// How an uploaded file leaves the CMS (`/api/<collection>/file/<name>`, any status, ranges included): sandboxed
// and never sniffed (response-headers.mjs says why); shown inline only when it is an image the site shows,
// every other file (the guide PDF) a download; and an SVG declared UTF-8 in its type, which outranks whatever
// encoding the file itself declares, so a file stored before uploads were checked cannot switch its reader to
// another encoding (ISO-2022-JP) that hides markup from a UTF-8 check.

const imagesTheSiteShows = new Set([
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
]);

export const isUploadFileRequest = (request: Request) => /^\/api\/[^/]+\/file\//.test(new URL(request.url).pathname);

const essenceOf = (contentType: string | null) => (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

export function servedAsUpload(answer: Response): Response {
  const headers = new Headers(answer.headers);
  headers.set('Content-Security-Policy', uploadContentSecurityPolicy);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (answer.status >= 200 && answer.status < 300) {
    const type = essenceOf(answer.headers.get('content-type'));
    if (type === 'image/svg+xml') headers.set('Content-Type', 'image/svg+xml; charset=utf-8');
    if (!imagesTheSiteShows.has(type)) headers.set('Content-Disposition', 'attachment');
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
