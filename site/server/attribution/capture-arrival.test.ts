import { arrivalCookieName } from '@seniorguide/contracts';
import { decodeArrival } from '@seniorguide/funnel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createArrivalCapture } from './capture-arrival.ts';

// The first page's tracking values, recorded by the origin in the arrival cookie, over real HTTP.

let server: Server | null = null;
let dropped = 0;

async function origin(trafficSources: { affiliateId?: string; clickid?: string }[] = []): Promise<string> {
  const capture = createArrivalCapture({
    secureCookies: false,
    trafficSources: () => trafficSources,
    onDropped: (count) => (dropped += count),
  });
  server = createServer((request, response) => {
    capture(request, response);
    response.end('page');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  dropped = 0;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

const arrivalOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${arrivalCookieName}=`));
  if (!cookie) return null;
  return decodeArrival(decodeURIComponent(cookie.slice(arrivalCookieName.length + 1).split(';')[0] ?? ''));
};

describe('the arrival cookie', () => {
  it('records every value of a landing URL, HttpOnly and first-party for 30 days', async () => {
    const site = await origin();
    const response = await fetch(`${site}/v2?aff_id=A&sub1=x&s5=y&utm_source=news&gclid=G`, {
      headers: { referer: 'https://www.news.example.org/a' },
    });
    expect(arrivalOf(response)?.first).toMatchObject({
      affiliateId: 'A',
      s1: 'x',
      s5: 'y',
      utm_source: 'news',
      gclid: 'G',
      referrer_domain: 'news.example.org',
    });
    const line = response.headers.getSetCookie()[0] ?? '';
    expect(line).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
  });

  it('keeps the first touch when a later arrival carries other values, and replaces the last', async () => {
    const site = await origin();
    const first = (await fetch(`${site}/?affiliateId=A`)).headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const arrival = arrivalOf(await fetch(`${site}/v3?affiliateId=B`, { headers: { cookie: first } }));
    expect(arrival?.first.affiliateId).toBe('A');
    expect(arrival?.last.affiliateId).toBe('B');
  });

  it('sets nothing for a page without values, a visit from the site itself, staff pages, internal paths and files', async () => {
    const site = await origin();
    for (const [path, referer] of [
      ['/', ''],
      ['/thank-you?id=4', `${site}/`],
      ['/analytics?affiliateId=A', ''],
      ['/internal/revalidate?affiliateId=A', ''],
      ['/_astro/page.js?affiliateId=A', ''],
      ['/assets/downloads/senior-benefits-guide.pdf?affiliateId=A', ''],
    ] as const) {
      const response = await fetch(`${site}${path}`, referer ? { headers: { referer } } : {});
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('drops and counts values the contracts refuse, never failing the page', async () => {
    const site = await origin();
    const response = await fetch(`${site}/?affiliateId=A&s1=${'x'.repeat(300)}&clickid=%7Bclickid%7D`);
    expect(response.status).toBe(200);
    expect(arrivalOf(response)?.first).toMatchObject({ affiliateId: 'A', s1: null });
    expect(dropped).toBe(2);
  });

  it("reads a CMS traffic source's own parameter names", async () => {
    const site = await origin([{ affiliateId: 'pub', clickid: 'ref' }]);
    expect(arrivalOf(await fetch(`${site}/?pub=P&ref=R`))?.first).toMatchObject({ affiliateId: 'P', clickid: 'R' });
  });
});
