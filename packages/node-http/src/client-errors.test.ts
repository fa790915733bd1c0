import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsInEnvelope } from './client-errors.ts';

let server: Server;

beforeAll(async () => {
  server = createServer((_request, response) => response.end('ok'));
  answerClientErrorsInEnvelope(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function sendRaw(text: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientErrorsInEnvelope', () => {
  it('answers bytes that are not HTTP with 400 in the shared envelope', async () => {
    const answer = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'invalid_request', message: 'The request is not valid HTTP.' },
    });
  });

  it('answers headers larger than Node accepts with 431 headers_too_large', async () => {
    const answer = await sendRaw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(answer).toContain('"code":"headers_too_large"');
  });
});
