// The visitor origin: `/api/*` goes to the tracker, built assets come from `dist/client`, and every
// other request renders through Astro. Run after `astro build` with `pnpm exec node server.ts`.
import { fileURLToPath } from 'node:url';
import { loadAstroHandler } from './server/astro-handler.ts';
import { createCompression } from './server/compression.ts';
import { createSiteServer } from './server/create-site-server.ts';
import { readServerEnv } from './server/env.ts';
import { setSecurityHeaders } from './server/security-headers.ts';
import { createStaticFiles } from './server/static-files.ts';

const env = readServerEnv();
const astro = await loadAstroHandler(new URL('./dist/server/entry.mjs', import.meta.url));
const compress = createCompression();
const staticFiles = createStaticFiles({ root: fileURLToPath(new URL('./dist/client', import.meta.url)) });

const { server, close } = createSiteServer({
  trackerUrl: env.SITE_TRACKER_URL,
  trustProxy: env.SITE_TRUST_PROXY,
  pages: (request, response) => {
    setSecurityHeaders(response);
    compress(request, response, () => void staticFiles(request, response, () => void astro(request, response)));
  },
});

server.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(`[site] listening on http://${env.SITE_HOST}:${env.SITE_PORT} (tracker ${env.SITE_TRACKER_URL})`);
});

function shutDown() {
  close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
