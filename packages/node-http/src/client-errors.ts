import { errorStatusByCode, type ErrorCode } from '@seniorguide/contracts';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

// What Node's HTTP parser refuses before any route sees it (garbage bytes, a header too large, a request
// not finished in time) is answered in the shared envelope too, instead of Node's bare "400 Bad Request".

const answers: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { code: 'headers_too_large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'request_timeout', message: 'The request took too long to arrive.' },
};
const malformed: { code: ErrorCode; message: string } = {
  code: 'invalid_request',
  message: 'The request is not valid HTTP.',
};

export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { code, message } = answers[error.code ?? ''] ?? malformed;
    const status = errorStatusByCode[code];
    const body = JSON.stringify({ error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
