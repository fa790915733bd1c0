import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A traffic source's postback endpoint on 127.0.0.1, over real HTTP. Its answer can be switched: up (200),
// failing (a status such as 503), hanging (never answers, so the sender times out) or down (the port closed,
// so connecting is refused). Every request that reached it is kept.

export type ReceivedPostback = { url: string; headers: IncomingHttpHeaders; at: number };

export type ReceiverMode = { kind: 'up' } | { kind: 'status'; status: number } | { kind: 'hang' };

export type PostbackReceiver = {
  /** http://127.0.0.1:<port>, the same port across down/up. */
  origin: string;
  received: ReceivedPostback[];
  setMode(mode: ReceiverMode): void;
  /** Closes the port (connections are refused) until up() is called. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function startPostbackReceiver(): Promise<PostbackReceiver> {
  const received: ReceivedPostback[] = [];
  let mode: ReceiverMode = { kind: 'up' };
  let server: Server | null = null;
  let port = 0;

  async function listen(): Promise<void> {
    const created = createServer((req, res) => {
      if (mode.kind === 'hang') return;
      received.push({ url: `${origin()}${req.url ?? ''}`, headers: req.headers, at: Date.now() });
      res.statusCode = mode.kind === 'status' ? mode.status : 200;
      res.end(mode.kind === 'status' ? 'not now' : 'ok');
    });
    await new Promise<void>((resolve) => created.listen(port, '127.0.0.1', resolve));
    port = (created.address() as AddressInfo).port;
    server = created;
  }

  async function stop(): Promise<void> {
    const closing = server;
    server = null;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  const origin = () => `http://127.0.0.1:${port}`;
  await listen();
  return {
    origin: origin(),
    received,
    setMode: (next) => {
      mode = next;
    },
    down: stop,
    up: listen,
    close: stop,
  };
}
