// The visitor origin: `/api/*` goes to the tracker, built assets come from `dist/client`, pages that depend
// only on CMS content come from memory, and every other request renders through Astro. Run after
// `astro build` with `pnpm exec node server.ts`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCompression } from './server/compression.ts';
import { fileURLToPath } from 'node:url';
import { readServerEnv } from './server/env.ts';
import { createStaticFiles } from './server/static-files.ts';
import { createTrackerProxy } from './server/tracker-proxy.ts';
import { loadAstroHandler } from './server/astro-handler.ts';
import { createPageCache } from './server/page-cache/page-cache.ts';
import { pageCacheControlFor, pathnameOf } from './server/page-cache/page-policy.ts';

const env = readServerEnv();
const astro = await loadAstroHandler(new URL('./dist/server/entry.mjs', import.meta.url));
const tracker = createTrackerProxy({ target: env.SITE_TRACKER_URL });
const compress = createCompression();
const staticFiles = createStaticFiles({ root: fileURLToPath(new URL('./dist/client', import.meta.url)) });
const pages = createPageCache({ address: () => server.address() as AddressInfo });

const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === '/api' || path.startsWith('/api/')) {
    tracker.forward(request, response);
    return;
  }
  if (pages.isRenderRequest(request)) {
    void astro(request, response);
    return;
  }
  pages.watchPublish(request, response);
  // A default for pages; static files, media and pages that set their own replace it.
  response.setHeader('cache-control', pageCacheControlFor(pathnameOf(path) ?? '/'));
  const render = () => compress(request, response, () => void staticFiles(request, response, () => void astro(request, response)));
  void pages.handle(request, response, render);
});

server.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(`[site] listening on http://${env.SITE_HOST}:${env.SITE_PORT} (tracker ${env.SITE_TRACKER_URL})`);
});

function shutDown() {
  tracker.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
