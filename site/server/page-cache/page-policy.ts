// Which pages the origin serves from memory, and what every page may let a browser or a CDN keep.
//
// A page is served from memory when its HTML depends only on CMS content and the route: the landing pages,
// the demo offer pages, the shells of the registration flows and of /thank-you and /ebook-download (their
// islands read the query and the visitor in the browser). /redirect (it renders the partner link from the
// query) and the dashboard are rendered per request and are never shared.

const memoryPaths = new Set([
  '/',
  '/v2',
  '/v3',
  '/continue-registration',
  '/v2/continue-registration',
  '/v3/continue-registration',
  '/continue-registration-2',
  '/continue-registration/adq',
  '/thank-you',
  '/ebook-download',
]);

const demoPagePattern = /^\/offer-landing\/([a-z0-9-]{1,80})$/;

/** Every fixed page kept in memory: rendered for each configured host at start and at each publish. */
export const fixedMemoryPaths: readonly string[] = [...memoryPaths];

/** True when the page at `pathname` renders the same HTML for every visitor and every query. */
export function isServedFromMemory(pathname: string): boolean {
  return memoryPaths.has(pathname) || demoPagePattern.test(pathname);
}

/** A page's path as the route table knows it: Astro answers a path with trailing slashes as the path without. */
export function routePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

// The routes Astro renders on each request (never kept): the partner redirect and the dashboard, which are
// personal; a media file, streamed from the CMS; the origin's internal calls (the CMS's publish call and the
// lists the page memory itself reads).
const perRequestPaths = new Set([
  '/redirect',
  '/analytics',
  '/internal/revalidate',
  '/internal/demo-pages',
  '/internal/landing-experiment',
  '/internal/traffic-sources',
]);
const mediaFilePattern = /^\/media\/[^/]+$/;

/**
 * True when a route renders `pathname` per request. Every other path that is neither kept in memory nor a
 * built file has no route: it is answered with the 404 page from memory, never rendered.
 */
export function isRenderedPerRequest(pathname: string): boolean {
  const path = routePathOf(pathname);
  return perRequestPaths.has(path) || mediaFilePattern.test(path);
}

/** The slug of a demo offer page's path, or null for any other path. */
export function demoSlugOf(pathname: string): string | null {
  return demoPagePattern.exec(pathname)?.[1] ?? null;
}

/** The not-found screen's own route: rendered once per host and publish, it answers every unknown page. */
export const notFoundPath = '/404';

// A CDN keeps a shared page a minute and may serve it a while longer while it fetches the new one; the
// browser asks again each time (a 304 with the ETag costs a few hundred bytes), so a publish is seen at once.
export const sharedPageCacheControl = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300';
// A page whose address can name the visitor is kept by no cache, even where the page itself is the same for
// everyone: the guide email links to any step of the funnel with the address in the query
// (`/continue-registration?email=…`, read by session recovery), /thank-you and /ebook-download read `email` and
// `e`; /redirect and the dashboard are personal or the operator's.
export const privatePageCacheControl = 'private, no-store';

const privatePaths = new Set([
  '/continue-registration',
  '/v2/continue-registration',
  '/v3/continue-registration',
  '/continue-registration-2',
  '/continue-registration/adq',
  '/thank-you',
  '/ebook-download',
  '/redirect',
  '/analytics',
]);

// An address in any parameter (an affiliate's macro that filled in the visitor's email): `@`, raw or escaped.
const carriesEmail = (search: string) => /@|%40/i.test(search);

/** The Cache-Control of a page by its request URL (not of `/api`, built assets or media, which carry their own). */
export function pageCacheControlFor(url: string): string {
  const parsed = parseRequestUrl(url);
  if (!parsed) return privatePageCacheControl;
  // Astro answers a path with a trailing slash as the path without one.
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  if (privatePaths.has(pathname) || pathname.startsWith('/internal/') || carriesEmail(parsed.search))
    return privatePageCacheControl;
  return sharedPageCacheControl;
}

function parseRequestUrl(url: string | undefined): URL | null {
  try {
    return new URL(url ?? '/', 'http://site.invalid');
  } catch {
    return null;
  }
}

/** The path of a request's URL, or null when it does not parse. */
export function pathnameOf(url: string | undefined): string | null {
  return parseRequestUrl(url)?.pathname ?? null;
}
