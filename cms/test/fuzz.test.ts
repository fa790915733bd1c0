import { generateMalformedRequests, payloadErrors, sendRequests, sharedEnvelope } from '@seniorguide/http-fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMalformedUploads } from './support/malformed-uploads.ts';
import { publicRestRoutes } from './support/publicRestRoutes.ts';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';
import { editorSvg, uploadMedia } from './support/uploads.ts';

// Generated malformed requests over the CMS's public REST routes (support/publicRestRoutes.ts), sent over real
// HTTP to the built CMS: no answer of 500 or above, every 4xx in Payload's `{ errors: [...] }` shape (or the
// shared envelope), and no anonymous write lands. The sign-in route answers 429 once an address has failed 5
// times; that is a 4xx like any other. Then half as many malformed uploads from a signed-in marketer
// (support/malformed-uploads.ts), under the same rules, after which every file the CMS kept is served
// sandboxed and no SVG it kept holds anything active. `pnpm --filter @seniorguide/cms run fuzz` sends 10,000
// and 5,000 (FUZZ_REQUESTS, FUZZ_SEED).

const count = Number(process.env.FUZZ_REQUESTS ?? 300);
const uploads = Math.ceil(count / 2);
const seed = Number(process.env.FUZZ_SEED ?? 19);

let cms: RunningCms;
let adminToken: string;

/** What an anonymous write could change: the number of users and offers, and when each global was saved. */
async function writableState() {
  const totals = async (slug: string) =>
    (await callApi(cms.url, `/${slug}?limit=1&draft=true&depth=0`, { token: adminToken })).body.totalDocs;
  const savedAt = async (slug: string) =>
    (await callApi(cms.url, `/globals/${slug}?draft=true&depth=0`, { token: adminToken })).body.updatedAt;
  return {
    users: await totals('users'),
    offers: await totals('offers'),
    media: await totals('media'),
    siteSettings: await savedAt('site-settings'),
    pageTexts: await savedAt('page-texts'),
  };
}

const staysInApi = ({ path }: { path: string }) => new URL(path, 'http://cms.test').pathname.startsWith('/api/');

beforeAll(async () => {
  cms = await startCms({ port: 3128 });
  // Signed in before the fuzz: its failed sign-ins may leave this address refused for 15 minutes.
  adminToken = await signIn(cms.url, testAdmin);
});

afterAll(async () => {
  await cms?.stop();
});

describe('the CMS public REST routes under malformed requests', () => {
  it(
    `answers ${count} generated requests (seed ${seed}) with no 5xx, every 4xx in an error shape, and no anonymous write`,
    { timeout: Math.max(120_000, count * 150) },
    async () => {
      const before = await writableState();
      // A path whose dot segments climb out of /api (`/api/media/../..` is `/`) is no REST call: the admin's
      // pages answer it (an HTML 404), so it is left out and counted.
      const requests = generateMalformedRequests({ routes: publicRestRoutes, count, seed }).filter(staysInApi);
      const tally = await sendRequests({
        baseUrl: cms.url,
        requests,
        concurrency: 4,
        errorShapes: [payloadErrors, sharedEnvelope],
      });
      console.log(
        `cms fuzz: ${tally.sent} requests (${count - requests.length} left out: outside /api), by status ${JSON.stringify(tally.byStatus)}, ${tally.violations.length} violations`,
      );
      expect(tally.violations).toEqual([]);
      expect(tally.sent).toBe(requests.length);
      expect(await writableState()).toEqual(before);
    },
  );
});

/** What may never be in a kept SVG: a script, a handler, a reference outside the file, a foreign object. */
const activeSvgContent =
  /<script|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#)|url\(\s*['"]?(?!#)|foreignObject|@import|<!ENTITY|<\?xml-stylesheet/i;

describe('uploads from a signed-in marketer under malformed requests', () => {
  it(
    `answers ${uploads} generated uploads (seed ${seed}) with no 5xx, every 4xx in an error shape, and keeps only inert files`,
    { timeout: Math.max(120_000, uploads * 300) },
    async () => {
      const marketer = (await createStaff(cms.url, { adminToken, role: 'marketer' })).token;
      const first = await uploadMedia(cms.url, marketer, {
        filename: 'fuzz-target.svg',
        type: 'image/svg+xml',
        bytes: editorSvg,
      });
      const mediaId = first.body.doc?.id ?? '1';
      const requests = generateMalformedUploads({ count: uploads, seed, token: marketer, mediaId });
      const tally = await sendRequests({
        baseUrl: cms.url,
        requests,
        concurrency: 4,
        errorShapes: [payloadErrors, sharedEnvelope],
      });
      console.log(
        `cms upload fuzz: ${tally.sent} requests, by status ${JSON.stringify(tally.byStatus)}, ${tally.violations.length} violations`,
      );
      expect(tally.violations).toEqual([]);

      const kept = docsOf(await callApi(cms.url, '/media?limit=0&depth=0&pagination=false', { token: adminToken }));
      const problems: string[] = [];
      for (const doc of kept) {
        const served = await fetch(`${cms.url}/api/media/file/${encodeURIComponent(String(doc.filename))}`);
        const body = await served.text();
        if (served.status !== 200) problems.push(`${String(doc.filename)}: ${served.status}`);
        if (!served.headers.get('content-security-policy')?.startsWith('sandbox'))
          problems.push(`${String(doc.filename)}: not sandboxed`);
        if (String(doc.mimeType).includes('svg') && activeSvgContent.test(body))
          problems.push(`${String(doc.filename)}: active content kept`);
      }
      console.log(`cms upload fuzz: ${kept.length} files kept, ${problems.length} problems`);
      expect(problems).toEqual([]);
    },
  );
});
