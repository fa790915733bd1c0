import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

const oneYear = 60 * 60 * 24 * 365;
const oneHour = 60 * 60;

/**
 * Serves `dist/client`. Files under `/_astro/` carry a content hash in their name, so they are cached
 * for a year as immutable; everything else (logo, favicon, the ebook PDF) may change in place.
 */
export function createStaticFiles({ root }: { root: string }) {
  const serve = sirv(root, {
    etag: true,
    gzip: false,
    brotli: false,
    dotfiles: false,
    setHeaders: (response, pathname) => {
      const isHashed = pathname.startsWith('/_astro/');
      response.setHeader(
        'cache-control',
        isHashed ? `public, max-age=${oneYear}, immutable` : `public, max-age=${oneHour}, must-revalidate`,
      );
    },
  });
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => serve(request, response, next);
}
