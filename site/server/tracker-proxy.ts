import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import { createClientAddress, type TrustProxySetting } from './client-address.ts';

// Shared error envelope of `@seniorguide/contracts` (`{ error: { code, message } }`), written here by hand
// because this file runs before any bundler and only needs the one shape.
const trackerDownBody = JSON.stringify({
  error: {
    code: 'tracker_unavailable',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
});

export type TrackerProxy = {
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => void;
};

/**
 * Forwards `/api/*` to the tracker unchanged (method, headers, cookies, body), except X-Forwarded-For, which
 * it REPLACES with the one client address it determined: every per-address limit and the by-ip lookup key
 * on it, so a value the client wrote must never reach the tracker.
 */
export function createTrackerProxy({ target, trustProxy = false }: { target: string; trustProxy?: TrustProxySetting }): TrackerProxy {
  const clientAddress = createClientAddress(trustProxy);
  const proxy = createProxyServer({ target, proxyTimeout: 30_000 });
  proxy.on('error', (error, _request, response) => {
    if (!('writeHead' in response)) return;
    console.error(`[site] tracker unreachable at ${target}: ${error.message}`);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(trackerDownBody);
  });
  return {
    forward: (request, response) => {
      request.headers['x-forwarded-for'] = clientAddress(request);
      proxy.web(request, response);
    },
    close: () => proxy.close(),
  };
}
