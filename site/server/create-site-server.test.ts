import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { sendSlowly } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, siteServerTimeouts, type SiteServer } from './create-site-server.ts';

// The visitor origin's server around a stand-in tracker that answers with what reached it, so the test sees
// exactly which client address the tracker is told and whether slow clients are cut.

type Seen = { headers: IncomingHttpHeaders; body: string };

let tracker: Server;
let trackerUrl: string;

beforeAll(async () => {
  tracker = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ headers: request.headers, body } satisfies Seen));
    });
  });
  trackerUrl = await listen(tracker);
});

afterAll(() => new Promise<void>((resolve) => tracker.close(() => resolve())));

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startSite(trustProxy: false | string = false): Promise<{ url: string; site: SiteServer }> {
  const site = createSiteServer({ trackerUrl, trustProxy, pages: (_request, response) => response.end('page') });
  return { url: await listen(site.server), site };
}

function stop({ site }: { site: SiteServer }): Promise<void> {
  site.close();
  site.server.closeAllConnections();
  return new Promise((resolve) => site.server.close(() => resolve()));
}

async function seenByTracker(url: string, headers: Record<string, string>): Promise<Seen> {
  const answer = await fetch(`${url}/api/waitlist/by-ip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return (await answer.json()) as Seen;
}

describe('the client address the site tells the tracker', () => {
  it('replaces an X-Forwarded-For the client wrote with the socket peer', async () => {
    const site = await startSite();
    try {
      expect((await seenByTracker(site.url, { 'x-forwarded-for': '198.51.100.7' })).headers['x-forwarded-for']).toBe(
        '127.0.0.1',
      );
      expect((await seenByTracker(site.url, {})).headers['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await stop(site);
    }
  });

  it('believes only the last entry, written by a configured proxy in front of it', async () => {
    const site = await startSite('loopback');
    try {
      const seen = await seenByTracker(site.url, { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' });
      expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9');
    } finally {
      await stop(site);
    }
  });
});

describe('the /api forwarding', () => {
  it('streams method, path, body and the answer through unchanged', async () => {
    const site = await startSite();
    try {
      const body = JSON.stringify({ message: 'é'.repeat(5000) });
      const answer = await fetch(`${site.url}/api/log-error?x=%20y`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: 'a=b' },
        body,
      });
      const seen = (await answer.json()) as Seen;
      expect(seen.body).toBe(body);
      expect(seen.headers.cookie).toBe('a=b');
      expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    } finally {
      await stop(site);
    }
  });

  it('answers 502 in the error envelope when the tracker is down', async () => {
    const site = createSiteServer({
      trackerUrl: 'http://127.0.0.1:1',
      trustProxy: false,
      pages: (_request, response) => response.end(),
    });
    const url = await listen(site.server);
    try {
      const answer = await fetch(`${url}/api/health`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        error: { code: 'tracker_unavailable', message: expect.stringContaining('temporarily unavailable') },
      });
    } finally {
      await stop({ site });
    }
  });

  it('takes the upstream call with it when the visitor goes away before the tracker answers', async () => {
    let reachTracker = (): void => undefined;
    let closeUpstream = (): void => undefined;
    const reachedTracker = new Promise<void>((resolve) => (reachTracker = resolve));
    const upstreamClosed = new Promise<void>((resolve) => (closeUpstream = resolve));
    // A tracker that never answers: it only notes the call arriving and the call going away.
    const silentTracker = createServer((request, response) => {
      request.resume();
      response.on('close', closeUpstream);
      reachTracker();
    });
    const site = createSiteServer({
      trackerUrl: await listen(silentTracker),
      trustProxy: false,
      pages: (_request, response) => response.end(),
    });
    const url = await listen(site.server);
    try {
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      socket.write(
        'POST /api/track-visit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      await reachedTracker;
      socket.destroy();
      await upstreamClosed;
    } finally {
      await stop({ site });
      silentTracker.closeAllConnections();
      await new Promise<void>((resolve) => silentTracker.close(() => resolve()));
    }
  });
});

describe('the /api forwarding of what a client may send or a tracker may answer', () => {
  // A stand-in tracker for one test, and the site in front of it.
  async function withTracker(
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    run: (siteUrl: string) => Promise<void>,
  ): Promise<void> {
    const stub = createServer(handler);
    const site = createSiteServer({
      trackerUrl: await listen(stub),
      trustProxy: false,
      pages: (_request, response) => response.end(),
    });
    const url = await listen(site.server);
    try {
      await run(url);
    } finally {
      await stop({ site });
      stub.closeAllConnections();
      await new Promise<void>((resolve) => stub.close(() => resolve()));
    }
  }

  /** Sends raw bytes to the site and resolves with everything it answers until it closes the connection. */
  function sendRaw(siteUrl: string, chunks: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(new URL(siteUrl).port), '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      for (const chunk of chunks) socket.write(chunk);
    });
  }

  it('passes a chunked body through whole', async () => {
    const site = await startSite();
    try {
      const text = await sendRaw(site.url, [
        'POST /api/log-error HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
        '5\r\n{"a":\r\n',
        '4\r\n"bc"\r\n1\r\n}\r\n0\r\n\r\n',
      ]);
      expect(text).toMatch(/^HTTP\/1\.1 200/);
      const seen = JSON.parse(
        text
          .slice(text.indexOf('\r\n\r\n') + 4)
          .replace(/^[0-9a-f]+\r\n/, '')
          .replace(/\r\n0\r\n\r\n$/, ''),
      ) as Seen;
      expect(seen.body).toBe('{"a":"bc"}');
    } finally {
      await stop(site);
    }
  });

  it('forwards a request that asked to continue (Expect: 100-continue) with its body', async () => {
    const site = await startSite();
    try {
      const body = '{"x":1}';
      const text = await sendRaw(site.url, [
        `POST /api/log-error HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
        body,
      ]);
      expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200/);
      expect(text).toContain('"body":"{\\"x\\":1}"');
      expect(text).not.toContain('"expect"');
    } finally {
      await stop(site);
    }
  });

  it('answers what the tracker answered before reading a body it refuses', async () => {
    await withTracker(
      (_request, response) => {
        response.writeHead(413, { 'content-type': 'application/json' });
        response.end('{"error":{"code":"payload_too_large","message":"too large"}}');
      },
      async (url) => {
        const answer = await fetch(`${url}/api/log-error`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(200_000),
        });
        expect(answer.status).toBe(413);
        expect(await answer.text()).toContain('payload_too_large');
      },
    );
  });

  it('streams a large answer through whole, to a visitor who reads it slowly', async () => {
    const part = Buffer.alloc(64 * 1024, 'a');
    await withTracker(
      (request, response) => {
        request.resume();
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        for (let index = 0; index < 64; index += 1) response.write(part);
        response.end();
      },
      async (url) => {
        const answer = await fetch(`${url}/api/export`);
        let length = 0;
        for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
          length += chunk.byteLength;
          if (length < 256 * 1024) await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(length).toBe(64 * part.length);
      },
    );
  });

  it('takes the upstream call with it when the visitor goes away in the middle of the answer', async () => {
    let closeUpstream = (): void => undefined;
    const upstreamClosed = new Promise<void>((resolve) => (closeUpstream = resolve));
    await withTracker(
      (request, response) => {
        request.resume();
        response.on('close', closeUpstream);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('the first part, and never the rest');
      },
      async (url) => {
        const socket = connect(Number(new URL(url).port), '127.0.0.1');
        socket.write('GET /api/export HTTP/1.1\r\nHost: x\r\n\r\n');
        await new Promise<void>((resolve) => socket.once('data', () => resolve()));
        socket.destroy();
        await upstreamClosed;
      },
    );
  });
});

describe('slow clients', () => {
  it(
    'cuts a body trickled one byte every 5 s within seconds, and still serves a phone on a poor link',
    { timeout: 40_000 },
    async () => {
      const site = await startSite();
      try {
        const phoneBody = JSON.stringify({ message: 'x'.repeat(2000) });
        const [trickle, phone] = await Promise.all([
          sendSlowly({
            port: Number(new URL(site.url).port),
            path: '/api/log-error',
            body: 'x'.repeat(10_000),
            gapMs: 5_000,
            chunks: 10_000,
          }),
          sendSlowly({
            port: Number(new URL(site.url).port),
            path: '/api/log-error',
            body: phoneBody,
            gapMs: 1_000,
            chunks: 8,
          }),
        ]);
        expect(trickle.answer).toContain('"code":"request_timeout"');
        expect(trickle.ms).toBeLessThan(siteServerTimeouts.requestMs + 3_000);
        expect(trickle.answer).not.toContain('200 OK');
        expect(phone.answer).toContain('200 OK');
        expect(phone.answer).toContain('x'.repeat(100));
      } finally {
        await stop(site);
      }
    },
  );
});

describe('bytes that are not HTTP', () => {
  it('answers them with 400 in the error envelope, not a bare Bad Request', async () => {
    const site = await startSite();
    try {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(new URL(site.url).port), '127.0.0.1');
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.write('NOT HTTP AT ALL\r\n\r\n');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('{"error":{"code":"invalid_request","message":"The request is not valid HTTP."}}');
    } finally {
      await stop(site);
    }
  });
});
