// Reports the JavaScript each page loads, by following the module graph from the page's HTML:
// "start" is the page scripts (run on arrival), "idle islands" what `client:idle/load/visible` hydration
// fetches without any interaction, "on intent" what `client:intent` islands fetch once the visitor reaches
// for them (React and the signup modal, the toaster), and "on demand" what only a dynamic import loads
// (the API layer on the first call).
//
//   cd site && pnpm exec node scripts/js-bytes.ts [http://localhost:4321]
//
// JS_BYTES_PAGES (comma-separated paths) replaces the default list, e.g. `/analytics` (its island is
// `client:only`, so "idle islands" is the whole dashboard and "on demand" what it imports later).
import { gzipSync } from 'node:zlib';

const siteUrl = process.argv[2] ?? process.env.JS_BYTES_SITE_URL ?? 'http://localhost:4321';
const pages = process.env.JS_BYTES_PAGES?.split(',').filter(Boolean) ?? ['/', '/v2', '/v3', '/404'];

// Minified chunks quote paths with ', " or `.
const staticImport =
  /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]/g;
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
  const scriptEntries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
    (m) => new URL(m[1] ?? '', pageUrl).href,
  );
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((match) => match[0]);
  const entriesOf = (tags: string[]) =>
    tags.flatMap((tag) =>
      [...tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', pageUrl).href),
    );
  const isOnIntent = (tag: string) => tag.includes('client="intent"');
  const dynamicTargets = new Set<string>();
  const start = await walk(scriptEntries, dynamicTargets);
  const idle = await walk(entriesOf(islands.filter((tag) => !isOnIntent(tag))), dynamicTargets);
  const intent = await walk(entriesOf(islands.filter(isOnIntent)), dynamicTargets);
  const beforeInteraction = new Set([...start, ...idle]);
  const onIntent = [...intent].filter((url) => !beforeInteraction.has(url));
  const onDemand = [...(await walk([...dynamicTargets], new Set()))].filter(
    (url) => !beforeInteraction.has(url) && !intent.has(url),
  );
  rows.push({
    page: path,
    start: size(start),
    'idle islands': size([...idle].filter((url) => !start.has(url))),
    'before interaction': size(beforeInteraction),
    'on intent': size(onIntent),
    'on demand': size(onDemand),
  });
}
console.table(rows);
