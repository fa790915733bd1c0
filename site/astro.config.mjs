// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';

// Pages render on the server from CMS content; `server.ts` mounts the built handler (middleware mode)
// next to the `/api` forwarder and the static files, so the visitor sees one origin.
/**
 * `client:intent`: hydrate an island when the visitor is about to use it (src/directives/intent.ts).
 * @type {import('astro').AstroIntegration}
 */
const intentDirective = {
  name: 'site-client-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'intent', entrypoint: './src/directives/intent.ts' });
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), intentDirective],
  vite: { plugins: [tailwindcss()] },
  // Stylesheets are small (Tailwind purges): inlining them removes a render-blocking request.
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    // A Content-Security-Policy header on every page: scripts only from this origin or by hash (Astro
    // hashes its own inline scripts; the tag manager's loader inserts its hash), nothing may frame a page.
    // Hashes, not nonces: a page's bytes are the same for every visitor, so it can be rendered once.
    // BaseLayout adds the origins of the integrations configured in the CMS (src/render/security).
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "frame-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      // React islands and the charts set style attributes and inject small style sheets; styles cannot run code.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  env: {
    schema: {
      SITE_CMS_URL: envField.string({
        context: 'server',
        access: 'secret',
        default: 'http://127.0.0.1:3000',
        url: true,
      }),
      SITE_TRACKER_URL: envField.string({
        context: 'server',
        access: 'secret',
        default: 'http://127.0.0.1:4000',
        url: true,
      }),
      SITE_REVALIDATE_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
      // The CMS's CMS_PREVIEW_SECRET: verifies preview links and reads drafts for them (src/render/preview/).
      SITE_PREVIEW_SECRET: envField.string({ context: 'server', access: 'secret', optional: true, min: 32 }),
    },
  },
});
