import { answerClientErrorsInEnvelope } from '@seniorguide/node-http';
import type { Express } from 'express';
import { createServer, type Server } from 'node:http';

// The tracker's HTTP server. Timeouts (SECURITY.md, "Network, limits and transport"): headers within 10 s,
// the whole request with its body (16 KB at most) within 15 s, checked every second, so a client trickling
// a body is cut within seconds while a phone on a poor link (about 2 KB/s up) still gets through. Idle
// keep-alive connections stay open 65 s, longer than the edge proxy's own idle timeout, so the edge never
// reuses a connection the tracker is closing.
export const trackerServerTimeouts = {
  headersMs: 10_000,
  requestMs: 15_000,
  checkEveryMs: 1_000,
  keepAliveMs: 65_000,
} as const;

export function createTrackerServer(app: Express): Server {
  const server = createServer(
    {
      headersTimeout: trackerServerTimeouts.headersMs,
      requestTimeout: trackerServerTimeouts.requestMs,
      connectionsCheckingInterval: trackerServerTimeouts.checkEveryMs,
    },
    app,
  );
  server.keepAliveTimeout = trackerServerTimeouts.keepAliveMs;
  answerClientErrorsInEnvelope(server);
  return server;
}
