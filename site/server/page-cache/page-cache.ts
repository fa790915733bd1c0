import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assignLanding, parseLandingExperiment } from './landing-assignment.ts';
import { createLoopbackRenderer, renderTokenHeader } from './loopback-render.ts';
import { isServedFromMemory, pageCacheControlFor, pathnameOf, privatePageCacheControl } from './page-policy.ts';
import { createPageStore } from './page-store.ts';
import { servePage } from './serve-page.ts';

const revalidatePath = '/internal/revalidate';
const landingExperimentPath = '/internal/landing-experiment';
// A publish call can arrive a moment before the change is readable, so the content layer reads it again
// after a second (pages/internal/revalidate.ts); the pages are re-rendered at once and after that.
const publishSettleMs = 1200;

/**
 * The origin's page memory: `handle` answers the pages that depend only on CMS content and the route from
 * memory, `isRenderRequest` recognises the origin's own render requests (they must reach Astro), and
 * `watchPublish` re-renders the kept pages once the CMS's publish call has refreshed the content.
 */
export function createPageCache({ address, secureCookies }: { address: () => AddressInfo; secureCookies: boolean }) {
  const token = randomBytes(32).toString('hex');
  const store = createPageStore({ render: createLoopbackRenderer({ address, token }) });

  return {
    isRenderRequest(request: IncomingMessage): boolean {
      return request.headers[renderTokenHeader] === token;
    },

    watchPublish(request: IncomingMessage, response: ServerResponse): void {
      if (request.method !== 'POST' || pathnameOf(request.url) !== revalidatePath) return;
      response.once('finish', () => {
        if (response.statusCode !== 200) return;
        store.invalidate();
        setTimeout(() => store.invalidate(), publishSettleMs).unref();
      });
    },

    async handle(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
      const pathname = pathnameOf(request.url);
      const host = request.headers.host;
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname || !host || !isServedFromMemory(pathname)) return next();
      const cacheControl = pageCacheControlFor(request.url ?? '/');
      // `/` is one cached page per landing version; the experiment (kept in memory like a page) picks which.
      const landing = pathname === '/'
        ? assignLanding({
            experiment: parseLandingExperiment((await store.get({ host, pathname: landingExperimentPath }))?.bodies.identity),
            cookieHeader: request.headers.cookie,
            secure: secureCookies,
          })
        : { pathname, headers: {} };
      const page = await store.get({ host, pathname: landing.pathname });
      if (!page) return next();
      // An address that can name the visitor keeps the answer out of every cache, assigned landing or not.
      const headers = { 'cache-control': cacheControl, ...landing.headers, ...(cacheControl === privatePageCacheControl ? { 'cache-control': cacheControl } : {}) };
      servePage(request, response, page, headers);
    },
  };
}
