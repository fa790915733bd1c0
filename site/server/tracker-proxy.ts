import type { ErrorBody, ErrorCode } from '@seniorguide/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { createClientAddress, type TrustProxySetting } from './client-address.ts';

// The shared error envelope, with the contracts' code for "the tracker did not answer".
const trackerDownBody = JSON.stringify({
  error: {
    code: 'tracker_unavailable',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
} satisfies ErrorBody & { error: { code: ErrorCode } });

// Headers that describe one connection, not the message: each side of the forwarder has its own. The request's
// framing is the upstream connection's too: Content-Length passes through (undici sends the body with exactly
// that length), a chunked body is chunked again by undici, and `Expect: 100-continue` was already answered by
// this server, so Transfer-Encoding and Expect stay here with the hop-by-hop headers.
const notForwarded = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
  'transfer-encoding',
  'expect',
]);

// The tracker believes X-Forwarded-For only with this header carrying the secret both were given (the tracker's
// TRACKER_FORWARDED_SECRET): a value a visitor sent is dropped, never passed on.
const forwardedSecretHeader = 'x-forwarded-secret';

export type TrackerProxy = {
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => void;
};

const noAnswerWithin = 30_000;

/**
 * Forwards `/api/*` to the tracker as a stream, both ways, with undici's dispatcher API on a pool of kept-alive
 * connections: method, path, headers, cookies and body pass through unparsed, and the only objects made per
 * call are undici's request, the list of headers sent upstream, and one handler (with its 'close' listener)
 * that writes the answer into the visitor's response as it arrives, pausing the tracker's connection while
 * the visitor reads slowly. X-Forwarded-For is REPLACED by the one client address determined here: every
 * per-address limit and the by-ip lookup key on it, so a value the client wrote must never reach the tracker.
 * With a forwarded secret, X-Forwarded-Secret carries it, which is what makes the tracker believe the address.
 */
export function createTrackerProxy({
  target,
  trustProxy = false,
  forwardedSecret,
}: {
  target: string;
  trustProxy?: TrustProxySetting;
  /** SITE_TRACKER_FORWARDED_SECRET: proves to the tracker that the address in X-Forwarded-For is this forwarder's. */
  forwardedSecret?: string | undefined;
}): TrackerProxy {
  const clientAddress = createClientAddress(trustProxy);
  const origin = new URL(target).origin;
  const pool = new Pool(origin, { connections: 256, headersTimeout: noAnswerWithin, bodyTimeout: noAnswerWithin });
  // A visitor who went away: the reason the upstream call is aborted with (never shown to anyone).
  const visitorLeft = new Error('the visitor went away');

  function answerTrackerDown(error: Error, response: ServerResponse): void {
    console.error(`[site] tracker unreachable at ${target}: ${error.message}`);
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(trackerDownBody);
  }

  /**
   * One call: undici calls it as the tracker answers, and it writes the answer through to the visitor. These are
   * the handler methods undici 7's HTTP/1.1 client calls itself; the controller API on top of them (onRequestStart,
   * onResponseStart, …) wraps each call in an adapter that also builds a headers object, about a tenth more of
   * the forwarder's time per call, for nothing the forwarder uses.
   */
  class Forwarding implements Dispatcher.DispatchHandler {
    readonly response: ServerResponse;
    answered = false;
    abort: ((reason?: Error) => void) | undefined;
    resume: (() => void) | undefined;

    constructor(response: ServerResponse) {
      this.response = response;
    }

    onConnect(abort: (reason?: Error) => void): void {
      this.abort = abort;
      if (this.response.destroyed) abort(visitorLeft);
    }

    onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
      if (statusCode < 200) return true; // an informational answer (103 Early Hints): the final one follows
      this.answered = true;
      const { response } = this;
      // The visitor may have gone while the tracker answered (their 'close' is still on its way).
      if (response.destroyed) {
        this.abort?.(visitorLeft);
        return false;
      }
      // The answer's headers as they came, without the ones that describe the tracker's connection: this
      // server frames the answer itself.
      const headers: string[] = [];
      for (let index = 0; index < rawHeaders.length; index += 2) {
        const name = rawHeaders[index]!.toString('latin1');
        if (!notForwarded.has(name.toLowerCase())) headers.push(name, rawHeaders[index + 1]!.toString('latin1'));
      }
      response.writeHead(statusCode, headers);
      this.resume = resume;
      return true;
    }

    /** A visitor reading slowly pauses the tracker's connection until their response drains. */
    onData(chunk: Buffer): boolean {
      if (this.response.write(chunk)) return true;
      if (this.resume) this.response.once('drain', this.resume);
      return false;
    }

    onComplete(): void {
      this.response.end();
    }

    onError(error: Error): void {
      const { response } = this;
      if (response.destroyed) return;
      // Once the answer has begun, a failure can only cut it short; before that, the visitor gets the envelope.
      if (this.answered) response.destroy();
      else answerTrackerDown(error, response);
    }
  }

  return {
    forward: (request, response) => {
      // A visitor whose connection is already gone has no address to tell the tracker, and nobody to answer.
      const address = clientAddress(request);
      if (address === undefined) {
        response.destroy();
        return;
      }
      const { headers } = request;
      const upstreamHeaders: string[] = [];
      for (const name in headers) {
        if (notForwarded.has(name) || name === 'x-forwarded-for' || name === forwardedSecretHeader) continue;
        const value = headers[name];
        if (typeof value === 'string') upstreamHeaders.push(name, value);
        else if (value) for (const each of value) upstreamHeaders.push(name, each);
      }
      upstreamHeaders.push('x-forwarded-for', address);
      if (forwardedSecret) upstreamHeaders.push(forwardedSecretHeader, forwardedSecret);
      // A request without a body (no Content-Length or a zero one, not chunked) is sent without one.
      const hasBody =
        headers['transfer-encoding'] !== undefined ||
        (headers['content-length'] !== undefined && headers['content-length'] !== '0');
      const forwarding = new Forwarding(response);
      // A visitor who goes away mid-call (sending, waiting or reading) takes the upstream call with it.
      response.on('close', () => {
        if (!response.writableFinished) forwarding.abort?.(visitorLeft);
      });
      pool.dispatch(
        {
          origin,
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          headers: upstreamHeaders,
          body: hasBody ? request : null,
        },
        forwarding,
      );
    },
    close: () => void pool.destroy(),
  };
}
