// Reports the JavaScript each page loads, by following the module graph from the page's HTML:
// "start" is the page scripts (run on arrival), "islands" what hydration fetches (React and the islands,
// on idle), and "on demand" the chunks only a dynamic import loads (the API layer on first submit).
//
//   cd site && pnpm exec node scripts/js-bytes.ts [http://localhost:4321]
import { gzipSync } from 'node:zlib';

const siteUrl = process.argv[2] ?? process.env.JS_BYTES_SITE_URL ?? 'http://localhost:4321';
const pages = ['/', '/v2', '/v3', '/404'];

// Minified chunks quote paths with ', " or `.
const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]/g;
const dynamicImport = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]\s*\)/g;

const sources = new Map<string, string>();

async function load(url: string): Promise<string> {
  const known = sources.get(url);
  if (known !== undefined) return known;
  const text = await (await fetch(url)).text();
  sources.set(url, text);
  return text;
}

/** Every module reachable by static imports from the entries; dynamic imports are collected apart. */
async function walk(entries: string[], dynamicTargets: Set<string>): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const code = await load(url);
    for (const match of code.matchAll(staticImport)) queue.push(new URL(match[1] ?? '', url).href);
    for (const match of code.matchAll(dynamicImport)) dynamicTargets.add(new URL(match[1] ?? '', url).href);
  }
  return seen;
}

function size(urls: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const code = sources.get(url) ?? '';
    raw += Buffer.byteLength(code);
    gzip += gzipSync(code, { level: 9 }).byteLength;
  }
  return `${(raw / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gz)`;
}

const rows = [];
for (const path of pages) {
  const pageUrl = new URL(path, siteUrl).href;
  const html = await (await fetch(pageUrl)).text();
  const scriptEntries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', pageUrl).href);
  const islandEntries = [...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', pageUrl).href);
  const dynamicTargets = new Set<string>();
  const start = await walk(scriptEntries, dynamicTargets);
  const islands = await walk(islandEntries, dynamicTargets);
  const hydration = [...islands].filter((url) => !start.has(url));
  const onDemand = await walk([...dynamicTargets], new Set());
  const extra = [...onDemand].filter((url) => !start.has(url) && !islands.has(url));
  rows.push({
    page: path,
    start: size(start),
    islands: size(hydration),
    'before interaction': size(new Set([...start, ...hydration])),
    'on demand': size(extra),
  });
}
console.table(rows);
