import { connect } from 'node:net';

export type SlowAnswer = { answer: string; ms: number };

/**
 * A client on a bad connection, or one holding a socket on purpose: sends a POST's headers announcing the whole
 * body, then the body in `chunks` pieces `gapMs` apart. Resolves with what came back once the socket closes.
 */
export function sendSlowly({
  port,
  path,
  body,
  gapMs,
  chunks,
  headers = {},
}: {
  port: number;
  path: string;
  body: string;
  gapMs: number;
  chunks: number;
  headers?: Record<string, string>;
}): Promise<SlowAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const size = Math.ceil(body.length / chunks);
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(timer);
      socket.write(body.slice(sent, sent + size));
      sent += size;
    }, gapMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      ...extra,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}
