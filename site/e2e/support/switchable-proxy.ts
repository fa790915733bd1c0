import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stands between a spec's own site and the real CMS so the spec can take the CMS "down" and bring it
// back: while down, every connection is dropped, exactly as when the CMS process is gone.

export type SwitchableProxy = { url: string; goDown: () => void; comeBack: () => void; close: () => Promise<void> };

/** Lets a spec change one JSON answer on its way through (for example, settings a marketer would set). */
export type RewriteJson = (path: string, body: unknown) => unknown;

export async function startSwitchableProxy(upstream: string, rewriteJson?: RewriteJson): Promise<SwitchableProxy> {
  let isUp = true;
  const server: Server = createServer(async (request, response) => {
    if (!isUp) {
      request.socket.destroy();
      return;
    }
    try {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method ?? 'GET',
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const contentType = answer.headers.get('content-type') ?? '';
      let body = Buffer.from(await answer.arrayBuffer());
      if (rewriteJson && contentType.includes('application/json')) {
        const rewritten = rewriteJson(new URL(request.url ?? '/', upstream).pathname, JSON.parse(body.toString()));
        body = Buffer.from(JSON.stringify(rewritten));
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      request.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    goDown: () => {
      isUp = false;
      server.closeAllConnections();
    },
    comeBack: () => (isUp = true),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
