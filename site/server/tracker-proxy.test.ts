import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTrackerProxy } from './tracker-proxy.ts';

// The forwarder on its own, for what a whole site server cannot stage: a visitor whose address is gone.

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('a visitor whose address cannot be known', () => {
  // A connection reset as its request arrives has no peer address any more (getpeername fails): the tracker
  // must not be told a blank or missing address (it would fall back to the site's own), and nothing may throw.
  it('is not forwarded, and the call ends without reaching the tracker', async () => {
    let trackerCalls = 0;
    const tracker = createServer((request, response) => {
      trackerCalls += 1;
      request.resume();
      response.end('{}');
    });
    const proxy = createTrackerProxy({ target: await listen(tracker) });
    const thrown: unknown[] = [];
    const site = createServer((request, response) => {
      Object.defineProperty(request.socket, 'remoteAddress', { value: undefined });
      try {
        proxy.forward(request, response);
      } catch (error) {
        thrown.push(error);
        response.destroy();
      }
    });
    const url = await listen(site);
    try {
      const outcome = await fetch(`${url}/api/track-visit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then(
        (answer) => answer.status,
        () => 'closed',
      );
      expect(thrown).toEqual([]);
      expect(outcome).toBe('closed');
      expect(trackerCalls).toBe(0);
    } finally {
      proxy.close();
    }
  });
});
