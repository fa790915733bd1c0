import { answerClientErrorsInEnvelope } from '@seniorguide/node-http';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { refuseConnect, refuseUnservedMethod } from './method-policy.ts';
import { cmsServerTimeouts } from './timeouts.ts';

// The CMS's own HTTP server around Next.js (which `next start` would otherwise create with Node's defaults):
// the timeouts of the site and the tracker (timeouts.ts), methods the CMS does not take answered with a 405
// (method-policy.ts), and what Node's parser refuses answered in the shared envelope (@seniorguide/node-http).

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export function createCmsServer(next: Handler): Server {
  const server = createServer(
    {
      headersTimeout: cmsServerTimeouts.headersMs,
      requestTimeout: cmsServerTimeouts.requestMs,
      connectionsCheckingInterval: cmsServerTimeouts.checkEveryMs,
    },
    (request, response) => {
      if (refuseUnservedMethod(request, response)) return;
      void next(request, response);
    },
  );
  server.keepAliveTimeout = cmsServerTimeouts.keepAliveMs;
  server.on('connect', refuseConnect);
  answerClientErrorsInEnvelope(server);
  return server;
}
