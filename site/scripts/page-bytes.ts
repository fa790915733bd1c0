// Reports, for every route, the bytes of the HTML a visitor receives and of the CSS inlined in it (the pages
// carry their styles in <style>, no stylesheet request): raw, and brotli at the quality the origin's page
// memory uses (11). Run it against a built, running visitor origin (the CMS is optional: without one the
// site renders its seed content, which has the same components).
//
//   cd site && pnpm exec node scripts/page-bytes.ts [http://localhost:4321]
import { brotliCompressSync, constants } from 'node:zlib';

const siteUrl = process.argv[2] ?? process.env.PAGE_BYTES_SITE_URL ?? 'http://localhost:4321';
const routes = [
  '/',
  '/v2',
  '/v3',
  '/continue-registration',
  '/continue-registration-2',
  '/continue-registration/adq',
  '/thank-you',
  '/ebook-download',
  '/redirect?url=https%3A%2F%2Fexample.com',
  '/offer-landing/emergency-pendant',
  '/offer-landing/dental-savings',
  '/offer-landing/hearing-aids',
  '/analytics',
  '/no-such-page',
];

const brotliBytes = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

const rows = [];
for (const route of routes) {
  const html = await (await fetch(`${siteUrl}${route}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  rows.push({
    route,
    'HTML KB': kilobytes(Buffer.byteLength(html)),
    'HTML br KB': kilobytes(brotliBytes(html)),
    'CSS KB': kilobytes(Buffer.byteLength(css)),
    'CSS br KB': kilobytes(brotliBytes(css)),
  });
}
console.table(rows);
