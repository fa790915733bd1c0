import type { ErrorBody, ErrorCode } from '@seniorguide/contracts';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createClientAddress, type TrustProxySetting } from './client-address.ts';

// The shared error envelope, with the contracts' code for "the tracker did not answer".
const trackerDownBody = JSON.stringify({
  error: {
    code: 'tracker_unavailable',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
} satisfies ErrorBody & { error: { code: ErrorCode } });

// Headers that describe one connection, not the message: each side of the forwarder has its own. The
// framing headers (Content-Length, Transfer-Encoding) stay, so a body is framed upstream exactly as it came.
const connectionHeaders = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'] as const;

function dropConnectionHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  for (const name of connectionHeaders) delete headers[name];
  return headers;
}

export type TrackerProxy = {
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => void;
};

/**
 * Forwards `/api/*` to the tracker as a stream, both ways: method, path, headers, cookies and body pass
 * through unparsed on kept-alive connections, and the only objects made per call are the upstream request
 * and its answer. X-Forwarded-For is REPLACED by the one client address determined here: every per-address
 * limit and the by-ip lookup key on it, so a value the client wrote must never reach the tracker.
 */
export function createTrackerProxy({ target, trustProxy = false }: { target: string; trustProxy?: TrustProxySetting }): TrackerProxy {
  const clientAddress = createClientAddress(trustProxy);
  const { hostname, port } = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  function answerTrackerDown(error: Error, response: ServerResponse): void {
    console.error(`[site] tracker unreachable at ${target}: ${error.message}`);
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(trackerDownBody);
  }

  return {
    forward: (request, response) => {
      const headers = dropConnectionHeaders(request.headers);
      headers['x-forwarded-for'] = clientAddress(request);
      let answered = false;
      const upstream = httpRequest({ agent, hostname, port, method: request.method, path: request.url, headers, timeout: 30_000 }, (answer) => {
        answered = true;
        // The visitor may have gone while the tracker answered; piping into a closed response throws.
        if (response.destroyed) {
          answer.destroy();
          return;
        }
        response.writeHead(answer.statusCode ?? 502, dropConnectionHeaders(answer.headers));
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      });
      upstream.on('timeout', () => upstream.destroy(new Error('no answer within 30 s')));
      // Once the tracker has answered (it may do so before reading a body it refuses), the answer's own
      // stream carries any failure; before that, the visitor gets the envelope unless they already left.
      upstream.on('error', (error) => {
        if (!answered && !response.destroyed) answerTrackerDown(error, response);
      });
      // A visitor who goes away mid-call (sending, waiting or reading) takes the upstream call with it.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      request.on('error', () => upstream.destroy());
      // pipe, not pipeline: pipeline makes an AbortController per stream and aborts it on the way out,
      // which (with its DOMException) cost about a third of the forwarder's time per call.
      request.pipe(upstream);
    },
    close: () => agent.destroy(),
  };
}
