// GET /media/:filename: CMS uploads served from the visitor origin (see render/media-files.ts).
import type { APIRoute } from 'astro';
import { readMediaFile } from '../../render/media-files.ts';
import { isSafeMediaFilename } from '../../lib/media/media-url.ts';

export const GET: APIRoute = async ({ params }) => {
  const filename = params.filename;
  const file = isSafeMediaFilename(filename) ? await readMediaFile(filename) : null;
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(file.bytes, {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      'x-content-type-options': 'nosniff',
      // Uploaded SVGs are shown as images only; this stops one opened directly from running script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
};
