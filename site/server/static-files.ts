import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types.ts';

const oneYear = 60 * 60 * 24 * 365;
const oneHour = 60 * 60;

/** `/_astro/*` files carry a content hash in their name; everything else may change in place. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/_astro/')
    ? `public, max-age=${oneYear}, immutable`
    : `public, max-age=${oneHour}, must-revalidate`;
}

function resolveInside(root: string, url: string | undefined): { file: string; pathname: string } | null {
  try {
    const pathname = decodeURIComponent(new URL(url ?? '/', 'http://site.invalid').pathname);
    const file = path.join(root, pathname);
    return file.startsWith(root + path.sep) ? { file, pathname } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the files of `dist/client`, looked up on each request (a redeploy that swaps the folder never
 * leaves a stale list behind), with ETags and the cache policy above. Anything that is not a readable
 * file falls through to `next`; a read error never takes the process down.
 */
export function createStaticFiles({ root }: { root: string }) {
  const base = path.resolve(root);
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const target = request.method === 'GET' || request.method === 'HEAD' ? resolveInside(base, request.url) : null;
    if (!target) return next();
    let handle: FileHandle;
    try {
      handle = await open(target.file, 'r');
    } catch {
      return next();
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return next();
      }
      const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      const headers = {
        'content-type': contentTypeOf(target.file),
        'cache-control': cacheControlFor(target.pathname),
        'last-modified': stats.mtime.toUTCString(),
        etag,
      };
      if (request.headers['if-none-match'] === etag) {
        await handle.close();
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'content-length': stats.size });
      if (request.method === 'HEAD') {
        await handle.close();
        response.end();
        return;
      }
      await pipeline(handle.createReadStream(), response);
    } catch {
      await handle.close().catch(() => undefined);
      if (!response.headersSent) next();
      else response.destroy();
    }
  };
}
