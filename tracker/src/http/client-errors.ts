import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

// What Node's HTTP parser refuses before any route sees it (garbage bytes, a header too large, a request
// not finished in time) is answered in the shared envelope too, instead of Node's bare "400 Bad Request".

const answers: Record<string, { status: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', code: 'headers_too_large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', code: 'request_timeout', message: 'The request took too long to arrive.' },
};
const malformed = { status: '400 Bad Request', code: 'invalid_request', message: 'The request is not valid HTTP.' };

export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, code, message } = answers[error.code ?? ''] ?? malformed;
    const body = JSON.stringify({ error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
