// The CMS's server: Next.js (Payload's admin and REST API) inside our own Node HTTP server, so that slow
// clients are cut and unserved methods refused as on the site and the tracker (server/create-cms-server.ts).
// Run after `next build` with `pnpm exec node server.ts`; CMS_PORT (3000) and CMS_HOST (every interface).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCmsServer } from './server/create-cms-server.ts';

// `next start` sets this itself; the admin, Payload and env.ts read it.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { default: next } = await import('next');

const port = Number(process.env.CMS_PORT ?? 3000);
const host = process.env.CMS_HOST || undefined;
const app = next({
  dev: false,
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port,
  ...(host ? { hostname: host } : {}),
});
const handle = app.getRequestHandler();
await app.prepare();

const server = createCmsServer((request, response) => handle(request, response));
server.listen(port, host, () => {
  console.log(`[cms] listening on http://${host ?? 'localhost'}:${port}`);
});

function shutDown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
