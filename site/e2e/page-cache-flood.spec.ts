import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { useSiteWithSettings } from './support/integrations-site.ts';
import { specSitePorts } from './support/product.ts';

// The page memory of a real site under a flood of what anyone can make up: demo pages nobody published and
// Host headers nobody configured. Each is answered with the one 404 page, and `/` stays the page kept before
// the flood: its ETag names the compression it was answered with, and a page rendered again would first be
// answered with the quick one (`-fast`), so an unchanged `-best` ETag shows it never left the memory.
// (The site's CPU for such a flood: `BENCH_ONLY=flood pnpm run bench:pages`.)

const ownSite = useSiteWithSettings({ port: specSitePorts.pageCacheFlood });
const floodSize = 300;

type Answer = { status: number; etag: string | undefined; body: string };

/** A GET with the Host of the spec's choosing (a browser or fetch would not send a made-up one). */
function open(
  path: string,
  { host, acceptEncoding = 'identity' }: { host?: string; acceptEncoding?: string } = {},
): Promise<Answer> {
  const site = new URL(ownSite().url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path,
        headers: { host: host ?? site.host, 'accept-encoding': acceptEncoding },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            etag: answer.headers.etag,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const madeUp = () => randomBytes(6).toString('hex');

/** Sends the calls twenty at a time, as a script would. */
async function inBatches(calls: (() => Promise<Answer>)[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < calls.length; start += 20)
    answers.push(...(await Promise.all(calls.slice(start, start + 20).map((call) => call()))));
  return answers;
}

test('made-up demo pages and hosts get the 404 page from memory and never push / out of it', async () => {
  test.setTimeout(240_000);
  // `/` kept and compressed at the highest settings (the background pass follows the first answer).
  let kept: Answer | undefined;
  await expect
    .poll(async () => (kept = await open('/', { acceptEncoding: 'br' })).etag, { timeout: 30_000 })
    .toMatch(/-br-best"$/);

  // One 404 page (the first configured host's) for every unknown host, and one for the site's own host.
  const floods = [
    () =>
      inBatches(Array.from({ length: floodSize / 3 }, () => () => open('/', { host: `flood-${madeUp()}.example` }))),
    () => inBatches(Array.from({ length: floodSize }, () => () => open(`/offer-landing/flood-${madeUp()}`))),
  ];
  for (const flood of floods) {
    const answers = await flood();
    expect(answers.filter((answer) => answer.status !== 404).map((answer) => answer.status)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(answers[0]?.body).toContain('404 Page Not Found');
  }

  const after = await open('/', { acceptEncoding: 'br' });
  expect(after.status).toBe(200);
  expect(after.etag).toBe(kept?.etag);
  expect((await open('/offer-landing/hearing-aids')).status).toBe(200);
});

test('the 404 page from memory is the not-found screen, with its policy, for a browser too', async ({ page }) => {
  const response = await page.goto(`${ownSite().url}/offer-landing/no-such-offer-${madeUp()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
