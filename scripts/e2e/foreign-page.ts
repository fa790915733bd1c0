import { createServer } from 'node:http';

/** A page of another origin on the same host (same site, so the browser sends the product's cookies along),
 *  as a clickjacker or a cross-site forger would serve it. */
export interface ForeignPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the HTML that `render` builds from each request's query. */
export async function startForeignPage(render: (query: URLSearchParams) => string): Promise<ForeignPage> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(render(new URL(request.url ?? '/', 'http://x').searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the foreign page has no port');
  return {
    url: `http://localhost:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
