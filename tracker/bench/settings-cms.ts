import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in of the CMS for benchmarks: it answers only the Postbacks global, with a hold threshold for the
// conversion review and no postback switched on, to any caller with the key it hands out.

/** `holdThreshold` null: the review is off, everything else (the postback key, the worker) as with one. */
export async function startSettingsCms(
  holdThreshold: number | null,
): Promise<{ url: string; key: string; close(): Promise<void> }> {
  const key = 'bench-postback-settings-key-0123456789abcdef';
  const server = createServer((request, response) => {
    const isSettings =
      request.url?.startsWith('/api/globals/postback-settings') && request.headers['x-postback-settings-key'] === key;
    response.writeHead(isSettings ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        isSettings ? { defaultPostback: null, affiliates: [], conversionReview: { holdThreshold } } : { errors: [] },
      ),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
