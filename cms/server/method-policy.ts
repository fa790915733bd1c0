import { errorStatusByCode } from '@seniorguide/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

// The methods the CMS answers. The REST API (`/api/*`) takes the five Payload routes by and OPTIONS for CORS;
// the admin's pages and Next's files are read with GET and HEAD, and the admin's server actions POST to its
// pages. Anything else (TRACE, WebDAV's PROPFIND, a PUT to a page) would reach Next.js, which answers some of
// them with a 500 (TRACE) and others with an empty 400: they get a 405 in the shared envelope instead.

const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const pageMethods = ['GET', 'HEAD', 'POST'] as const;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function allowedMethods(url: string): readonly string[] {
  return isApi(url) ? apiMethods : pageMethods;
}

function methodNotAllowed(method: string, allow: readonly string[]) {
  const status = errorStatusByCode.method_not_allowed;
  const body = JSON.stringify({
    error: { code: 'method_not_allowed', message: `${method} is not answered here; use ${allow.join(', ')}.` },
  });
  return {
    status,
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Allow: allow.join(', '),
    },
  };
}

/** Answers a method the address does not take with a 405 and returns true; false lets the request through. */
export function refuseUnservedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? '';
  const allow = allowedMethods(request.url ?? '/');
  if (allow.includes(method)) return false;
  const { status, body, headers } = methodNotAllowed(method, allow);
  response.writeHead(status, headers).end(body);
  return true;
}

/** CONNECT asks the server to be a proxy, which it never is: a 405, then the socket is closed. */
export function refuseConnect(request: IncomingMessage, socket: Duplex): void {
  const { status, body, headers } = methodNotAllowed('CONNECT', allowedMethods(request.url ?? '/'));
  const head = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} Method Not Allowed\r\n${head.join('\r\n')}\r\n\r\n${body}`);
}
