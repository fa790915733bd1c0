import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-static-'));
  mkdirSync(path.join(root, '_astro'));
  writeFileSync(path.join(root, '_astro', 'island.ABC123.js'), 'export const x = 1;');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const serve = createStaticFiles({ root: path.join(root) });
  server = createServer((request, response) => {
    void serve(request, response, () => response.writeHead(404).end('rendered by astro'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe('static files of the build', () => {
  it('serves hashed build assets as immutable for a year', async () => {
    const answer = await fetch(`${base}/_astro/island.ABC123.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('export const x = 1;');
  });

  it('serves other files for an hour, revalidated by ETag', async () => {
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${base}/favicon.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('hands anything that is not a file to the pages', async () => {
    for (const pathname of ['/v2', '/_astro', '/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      const answer = await fetch(`${base}${pathname}`);
      expect(await answer.text()).toBe('rendered by astro');
    }
  });

  it('keeps running when a file disappears between two requests (a redeploy)', async () => {
    writeFileSync(path.join(root, 'gone.svg'), '<svg/>');
    expect((await fetch(`${base}/gone.svg`)).status).toBe(200);
    rmSync(path.join(root, 'gone.svg'));
    expect(await (await fetch(`${base}/gone.svg`)).text()).toBe('rendered by astro');
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
  });
});
