// The visitor origin: `/api/*` goes to the tracker, built assets come from `dist/client`, pages that depend
// only on CMS content come from memory, a path no route has gets the 404 page from memory, and the routes
// that are personal (or stream a file) render through Astro. Run after
// `astro build` with `pnpm exec node server.ts`.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createArrivalCapture } from './server/attribution/capture-arrival.ts';
import { loadAstroHandler } from './server/astro-handler.ts';
import { createCompression } from './server/compression.ts';
import { createSiteServer } from './server/create-site-server.ts';
import { readServerEnv } from './server/env.ts';
import { createPageCache } from './server/page-cache/page-cache.ts';
import { pageCacheControlFor, privatePageCacheControl } from './server/page-cache/page-policy.ts';
import { createPublicHosts } from './server/page-cache/public-hosts.ts';
import { isAnsweredFromMemory } from './server/page-cache/serve-page.ts';
import { createPreviewServing, isPreviewRequest } from './server/preview/serve-preview.ts';
import { setSecurityHeaders } from './server/security-headers.ts';
import { createStaticFiles } from './server/static-files.ts';

const env = readServerEnv();
// An empty preview secret is none (docker-compose passes `${PREVIEW_SECRET:-}` while previews are off); the
// pages' astro:env, which reads the same variable, would refuse it as too short.
if (!env.SITE_PREVIEW_SECRET) delete process.env.SITE_PREVIEW_SECRET;
const astro = await loadAstroHandler(new URL('./dist/server/entry.mjs', import.meta.url));
const compress = createCompression({ skip: isAnsweredFromMemory });
const staticFiles = createStaticFiles({ root: fileURLToPath(new URL('./dist/client', import.meta.url)) });
const pages = createPageCache({
  address: () => server.address() as AddressInfo,
  secureCookies: env.NODE_ENV === 'production',
  publicHosts: createPublicHosts(env.SITE_PUBLIC_ORIGINS),
});
const captureArrival = createArrivalCapture({
  secureCookies: env.NODE_ENV === 'production',
  // The CMS's traffic sources as last read; a newer list is read in the background, never during a page.
  trafficSources: pages.trafficSources.current,
  onDropped: (count) =>
    console.warn(
      `[site] ${count} tracking value(s) of a landing URL refused (too long, control characters or an unfilled macro)`,
    ),
});

// Preview links render the drafts per request, outside the page memory (server/preview/).
const previews = createPreviewServing({
  secret: env.SITE_PREVIEW_SECRET,
  render: (request, response) => void astro(request, response),
});

const { server, close } = createSiteServer({
  trackerUrl: env.SITE_TRACKER_URL,
  trustProxy: env.SITE_TRUST_PROXY,
  forwardedSecret: env.SITE_TRACKER_FORWARDED_SECRET,
  pages: (request, response) => {
    if (pages.isRenderRequest(request)) {
      void astro(request, response);
      return;
    }
    pages.watchPublish(request, response);
    // Set before the page cache so that answers from memory carry them too.
    setSecurityHeaders(response);
    if (isPreviewRequest(request)) {
      previews(request, response);
      return;
    }
    // A default for pages; static files, media and pages that set their own replace it.
    response.setHeader('cache-control', pageCacheControlFor(request.url ?? '/'));
    captureArrival(request, response);
    if (response.hasHeader('set-cookie')) response.setHeader('cache-control', privatePageCacheControl);
    const render = () =>
      compress(
        request,
        response,
        () =>
          void staticFiles(
            request,
            response,
            () => void pages.answerPathsWithoutRoute(request, response, () => void astro(request, response)),
          ),
      );
    void pages.handle(request, response, render);
  },
});

server.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(`[site] listening on http://${env.SITE_HOST}:${env.SITE_PORT} (tracker ${env.SITE_TRACKER_URL})`);
  // Every page visitors may ask for is rendered and compressed now, the traffic sources read (so that the
  // first landing already knows them), before the first visitor asks.
  void pages.prepareKnownPages().then(() => pages.trafficSources.refresh());
});

function shutDown() {
  pages.stop();
  close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
