import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stands between a spec's own tracker or site and the real CMS: every call goes through unchanged (its body,
// its headers, the answer's Set-Cookie, so sign-in and sessions work), except those `answer` answers itself
// with JSON, as a marketer's setting would read in the CMS. The shared CMS is left as it is for other specs.

export type CmsProxy = { url: string; close: () => Promise<void> };

/** The JSON the proxy answers a call with (status 200), or undefined to pass the call on to the CMS. */
export type CmsAnswer = (call: { method: string; url: URL }) => unknown;

// Hop-by-hop headers, and those fetch sets or undoes itself (it decodes the body, so its length changes).
const droppedHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

async function readBody(request: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function passThrough(request: IncomingMessage, url: URL): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && !droppedHeaders.has(pair[0]),
    ),
  );
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return fetch(url, { method, headers, body, redirect: 'manual' });
}

export async function startCmsProxy({ cmsUrl, answer }: { cmsUrl: string; answer: CmsAnswer }): Promise<CmsProxy> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', cmsUrl);
      const own = answer({ method: request.method ?? 'GET', url });
      if (own !== undefined) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(own));
        return;
      }
      const upstream = await passThrough(request, url);
      const headers: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!droppedHeaders.has(name) && name !== 'set-cookie') headers[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) headers['set-cookie'] = cookies;
      response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
