import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from './encodings.ts';
import type { StoredPage } from './page-store.ts';
import { privatePageCacheControl, sharedPageCacheControl } from './page-policy.ts';

/** One ETag per encoding and effort of the same page; a revalidation with any of them matches the page's hash. */
function etagOf(page: StoredPage, encoding: string): string {
  return encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}-${page.effort}"`;
}

function matchesPage(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').split('-')[0] === hash);
}

// The answers given from memory, so that the per-request compression of server.ts leaves them alone: they
// are compressed already, and one the browser takes unencoded must not be compressed per request either.
const answersFromMemory = new WeakSet<ServerResponse>();

/** True when `response` is a page answered from memory (server/compression.ts skips it). */
export function isAnsweredFromMemory(response: ServerResponse): boolean {
  return answersFromMemory.has(response);
}

/**
 * Answers from memory: the precompressed bytes the browser accepts, or 304 when it already has the page.
 * `extraHeaders` (an experiment's assignment cookie and private caching) override the shared defaults.
 */
export function servePage(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  extraHeaders: Record<string, string | string[]> = {},
): void {
  answersFromMemory.add(response);
  const encoding = pickEncoding(request.headers['accept-encoding'], page.bodies);
  const body = page.bodies[encoding] ?? page.bodies.identity;
  const headers: Record<string, string | string[] | number> = {
    ...page.headers,
    'cache-control': sharedPageCacheControl,
    vary: 'Accept-Encoding',
    etag: etagOf(page, encoding),
    ...extraHeaders,
  };
  // A cookie set before the cache answered (the visit's arrival) is kept beside the page's own, and an
  // answer that sets one is this visitor's: no shared cache may keep it.
  const earlierCookies = response.getHeader('set-cookie');
  if (earlierCookies !== undefined) {
    headers['set-cookie'] = [
      ...[earlierCookies].flat().map(String),
      ...[headers['set-cookie'] ?? []].flat().map(String),
    ];
    headers['cache-control'] = privatePageCacheControl;
  }
  if (page.status === 200 && matchesPage(request.headers['if-none-match'], page.hash)) {
    response.writeHead(304, headers).end();
    return;
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
