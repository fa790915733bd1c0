import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageRequest, RenderedPage } from './page-store.ts';

// Astro's built handler speaks Node's request/response, so a page is rendered by asking this very server for
// it over loopback, marked with a per-process secret that sends the request straight to Astro (no cache, no
// compression). It costs one local connection per render, that is once per page per publish.

export const renderTokenHeader = 'x-site-render-token';

const renderTimeoutMs = 10_000;
// Headers that belong to one connection or one answer, never to the stored page.
const perAnswerHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'vary',
  'cache-control',
]);

function storedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perAnswerHeaders.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

function loopbackHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
}

export function createLoopbackRenderer({ address, token }: { address: () => AddressInfo; token: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return (page: PageRequest): Promise<RenderedPage> =>
    new Promise((resolve, reject) => {
      const target = address();
      const outgoing = httpRequest(
        {
          agent,
          host: loopbackHost(target),
          port: target.port,
          path: page.pathname,
          method: 'GET',
          headers: { host: page.host, [renderTokenHeader]: token, 'accept-encoding': 'identity' },
          timeout: renderTimeoutMs,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 500,
              headers: storedHeaders(answer.headers),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`rendering ${page.pathname} took over ${renderTimeoutMs} ms`)),
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
}
