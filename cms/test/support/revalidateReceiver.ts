import { createServer } from 'node:http';

export type RevalidateCall = { secret: string | undefined; body: unknown; path: string };

/** Stands in for the site's /internal/revalidate endpoint and records what the CMS sends. */
export async function startRevalidateReceiver({ port, status = 200 }: { port: number; status?: number }) {
  const calls: RevalidateCall[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const secret = request.headers['x-revalidate-secret'];
      calls.push({
        path: request.url ?? '',
        secret: typeof secret === 'string' ? secret : undefined,
        body: JSON.parse(raw || 'null'),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Resolves once at least `count` calls arrived (or after 5 s), then waits a little for any extra one. */
    waitForCalls: async (count: number) => {
      const deadline = Date.now() + 5_000;
      while (calls.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await settle();
      return calls;
    },
    clear: () => calls.splice(0, calls.length),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits long enough for a webhook that is coming to arrive (the CMS sends it right after the save). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 750));
}
