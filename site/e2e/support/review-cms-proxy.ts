import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stands between a spec's own tracker and the real CMS: every call goes through unchanged (sign-in, sessions,
// offers), except the Postbacks global, which it answers itself with the hold threshold the spec sets, as a
// marketer would in the CMS. The shared CMS is left as it is, so no other spec's tracker starts holding.

export type ReviewCmsProxy = { url: string; close: () => Promise<void> };

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

export async function startReviewCmsProxy({
  cmsUrl,
  holdThreshold,
}: {
  cmsUrl: string;
  holdThreshold: number;
}): Promise<ReviewCmsProxy> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', cmsUrl);
      if (url.pathname === '/api/globals/postback-settings') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ defaultPostback: null, affiliates: [], conversionReview: { holdThreshold } }));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string' && !droppedHeaders.has(pair[0]),
        ),
      );
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
      const answer = await fetch(url, { method: request.method ?? 'GET', headers, body, redirect: 'manual' });
      const answerHeaders: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!droppedHeaders.has(name) && name !== 'set-cookie') answerHeaders[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) answerHeaders['set-cookie'] = cookies;
      response.writeHead(answer.status, answerHeaders);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
