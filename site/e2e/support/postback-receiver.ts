import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A traffic source's postback endpoint, served by the spec on loopback (support/postback-product.ts starts a
// tracker that may send there).

export type PostbackReceiver = { origin: string; received: URL[]; close(): Promise<void> };

export async function startPostbackReceiver(): Promise<PostbackReceiver> {
  const received: URL[] = [];
  const server: Server = createServer((request, response) => {
    received.push(new URL(request.url ?? '/', 'http://receiver.invalid'));
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
