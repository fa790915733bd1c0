import { PREVIEW_QUERY_PARAMETER, signPreviewGrant } from '@seniorguide/node-http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '../security-headers.ts';
import { createPreviewServing, isPreviewRequest } from './serve-preview.ts';

// Preview links over real HTTP, wired as server.ts wires them: the security headers, then the preview
// serving in front of a stand-in render that plays Astro and records what reached it.

const secret = 'preview-secret-of-at-least-32-characters';
const hour = 60 * 60 * 1000;
let clock = Date.parse('2026-11-28T12:00:00Z');
const rendered: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const previews = createPreviewServing({
    secret,
    now: () => clock,
    render: (request, response) => {
      rendered.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>the drafts</h1>');
    },
  });
  server = createServer((request, response) => {
    setSecurityHeaders(response);
    if (isPreviewRequest(request)) return previews(request, response);
    response.writeHead(200, { 'cache-control': 'public, max-age=0, must-revalidate' }).end('the published page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const link = (path: string, grant: { path?: string; expiresAt?: number; frameOrigin?: string } = {}) => {
  const token = signPreviewGrant(
    { path: grant.path ?? path, expiresAt: grant.expiresAt ?? clock + hour, ...grant },
    secret,
  );
  return `${path}?${PREVIEW_QUERY_PARAMETER}=${token}&affiliateId=AFF1`;
};

async function open(path: string, method = 'GET') {
  const answer = await fetch(`${baseUrl}${path}`, { method });
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

describe('a preview link at the site server', () => {
  it('renders a valid link per request, never stored, never indexed, with no referrer and no cookie', async () => {
    const answer = await open(link('/v2'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>the drafts</h1>');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('set-cookie')).toBeNull();
    // Framed by nobody unless the link names the admin.
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(rendered.at(-1)).toContain('/v2?');
  });

  it('lets only the admin named in a live preview link frame the page (the render sets frame-ancestors)', async () => {
    const answer = await open(link('/', { frameOrigin: 'http://cms.test:3000' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });

  it('refuses, without rendering, a link that is expired, altered, for another page, or not one', async () => {
    const before = rendered.length;
    const valid = link('/offer-landing/dental-savings');
    const token = new URL(valid, baseUrl).searchParams.get(PREVIEW_QUERY_PARAMETER) ?? '';
    const refused = [
      link('/v2', { expiresAt: clock - 1 }),
      link('/v2', { expiresAt: clock + 8 * 24 * hour }),
      valid.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      valid.replace('/offer-landing/dental-savings', '/offer-landing/hearing-aids'),
      `/v2?${PREVIEW_QUERY_PARAMETER}=`,
      `/v2?${PREVIEW_QUERY_PARAMETER}=${'x'.repeat(5_000)}`,
    ];
    for (const path of refused) {
      const answer = await open(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toContain('This preview link is not valid or has expired.');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    expect(rendered.length).toBe(before);
  });

  it('stops working at the moment it expires', async () => {
    const path = link('/v3', { expiresAt: clock + 2_000 });
    expect((await open(path)).status).toBe(200);
    clock += 2_000;
    expect((await open(path)).status).toBe(403);
  });

  it('answers a method other than GET or HEAD with 405, and leaves other pages alone', async () => {
    expect((await open(link('/'), 'POST')).status).toBe(405);
    const page = await open('/v2?affiliateId=AFF1');
    expect(page.body).toBe('the published page');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
