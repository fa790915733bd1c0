import { answerClientErrorsInEnvelope } from '@seniorguide/node-http';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TrustProxySetting } from './client-address.ts';
import { createTrackerProxy } from './tracker-proxy.ts';

// The visitor origin's HTTP server: `/api/*` goes to the tracker, everything else to `pages`.
//
// Timeouts (SECURITY.md, "Network, limits and transport"): a request's headers must arrive within 10 s and
// the whole request, body included, within 15 s, checked every second. Bodies are at most 16 KB, which a
// phone on a poor 2G link (about 2 KB/s up) sends in under 10 s; a client trickling a byte every few seconds
// is cut at 15 s instead of holding a socket for as long as it likes.
export const siteServerTimeouts = { headersMs: 10_000, requestMs: 15_000, checkEveryMs: 1_000 } as const;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export type SiteServer = { server: Server; close: () => void };

export function createSiteServer({
  trackerUrl,
  trustProxy,
  forwardedSecret,
  pages,
}: {
  trackerUrl: string;
  trustProxy: TrustProxySetting;
  /** SITE_TRACKER_FORWARDED_SECRET (server/tracker-proxy.ts). */
  forwardedSecret?: string | undefined;
  pages: Handler;
}): SiteServer {
  const tracker = createTrackerProxy({ target: trackerUrl, trustProxy, forwardedSecret });
  const server = createServer(
    {
      headersTimeout: siteServerTimeouts.headersMs,
      requestTimeout: siteServerTimeouts.requestMs,
      connectionsCheckingInterval: siteServerTimeouts.checkEveryMs,
    },
    (request, response) => {
      const path = request.url ?? '/';
      if (path === '/api' || path.startsWith('/api/')) {
        tracker.forward(request, response);
        return;
      }
      pages(request, response);
    },
  );
  answerClientErrorsInEnvelope(server);
  return { server, close: () => tracker.close() };
}
