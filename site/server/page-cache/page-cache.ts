import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EncodedBodies, Effort } from './encodings.ts';
import { armPagePaths, assignLanding, parseLandingExperiment } from '../landing-experiment/landing-assignment.ts';
import { createLoopbackRenderer, renderTokenHeader } from './loopback-render.ts';
import {
  demoSlugOf,
  fixedMemoryPaths,
  isRenderedPerRequest,
  isServedFromMemory,
  notFoundPath,
  pageCacheControlFor,
  pathnameOf,
  privatePageCacheControl,
  routePathOf,
} from './page-policy.ts';
import { createPageStore, type PageRequest } from './page-store.ts';
import { createPublishedDemoPages, demoPagesPath } from './published-demo-pages.ts';
import type { PublicHosts } from './public-hosts.ts';
import { servePage } from './serve-page.ts';
import {
  answerTrafficSourcesNotFound,
  createTrafficSources,
  isTrafficSourcesRequest,
  trafficSourcesHost,
  trafficSourcesPath,
} from './traffic-sources.ts';

const revalidatePath = '/internal/revalidate';
const landingExperimentPath = '/internal/landing-experiment';
// A publish call can arrive a moment before the change is readable, so the content layer reads it again
// after a second (pages/internal/revalidate.ts); the pages are re-rendered at once and after that.
const publishSettleMs = 1200;
// How often the page memory looks for pages that aged without a publish call, and for demo pages published
// while a publish call was lost: every few seconds, on its own clock, never on a visitor's request.
const ageCheckEveryMs = 5_000;

/**
 * The origin's page memory: `handle` answers the pages that depend only on CMS content and the route from
 * memory, `answerPathsWithoutRoute` answers every path no route has with the 404 page from memory,
 * `isRenderRequest` recognises the origin's own render requests (they must reach Astro), and `watchPublish`
 * re-renders the kept pages once the CMS's publish call has refreshed the content.
 *
 * Only pages that exist are kept: the fixed routes and the published demo pages, for the configured hosts,
 * each rendered and compressed when the server starts (`prepareKnownPages`) and at each publish, before any
 * visitor asks. A made-up path, demo slug or Host is answered with the one 404 page kept for the host (the
 * first configured one for an unknown host), so what visitors make up costs no render and no compression,
 * and takes no place in memory.
 */
export function createPageCache({
  address,
  secureCookies,
  publicHosts,
  encode,
}: {
  address: () => AddressInfo;
  secureCookies: boolean;
  publicHosts: PublicHosts;
  /** How a rendered page is compressed (encodings.ts by default; a test counts the calls). */
  encode?: (body: Buffer, effort: Effort) => Promise<EncodedBodies>;
}) {
  const token = randomBytes(32).toString('hex');
  const store = createPageStore({ render: createLoopbackRenderer({ address, token }), ...(encode ? { encode } : {}) });
  const trafficSources = createTrafficSources({
    read: () => store.get({ host: trafficSourcesHost, pathname: trafficSourcesPath }),
  });
  const demoPages = createPublishedDemoPages(store);

  /** The host's page for `pathname`, or its 404 page when the host or the demo page is not one of ours. */
  const pageRequestFor = async (hostHeader: string | undefined, pathname: string) => {
    const host = publicHosts.match(hostHeader);
    if (!host) return { host: publicHosts.primary, pathname: notFoundPath };
    const slug = demoSlugOf(pathname);
    if (slug !== null && !(await demoPages.has({ host, slug }))) return { host, pathname: notFoundPath };
    return { host, pathname };
  };

  /**
   * Renders and compresses every page a visitor can be answered with, for every configured host: the fixed
   * pages, the 404 page, each published demo page, and the lists the page memory reads itself. Pages that
   * no longer exist (a demo page taken down) are dropped.
   */
  /** The host's landing experiment, as kept in memory (re-read at each publish). */
  const landingExperimentOf = async (host: string) =>
    parseLandingExperiment((await store.get({ host, pathname: landingExperimentPath }))?.bodies.identity);

  const prepareKnownPages = async (): Promise<void> => {
    const lists = publicHosts.all.flatMap((host) => [
      { host, pathname: demoPagesPath },
      { host, pathname: landingExperimentPath },
    ]);
    const internal: PageRequest[] = [...lists, { host: trafficSourcesHost, pathname: trafficSourcesPath }];
    // The demo pages' list first, to know which demo pages exist.
    await Promise.all(internal.map((request) => store.get(request)));
    const pages = await Promise.all(
      publicHosts.all.map(async (host) => [
        ...[...fixedMemoryPaths, notFoundPath].map((pathname) => ({ host, pathname })),
        // A content experiment's arms: each its own page, rendered ahead of visitors like the versions.
        ...armPagePaths(await landingExperimentOf(host)).map((pathname) => ({ host, pathname })),
        ...(await demoPages.list(host))
          .map((slug) => ({ host, pathname: `/offer-landing/${slug}` }))
          .filter(({ pathname }) => demoSlugOf(pathname) !== null),
      ]),
    );
    await store.keep([...internal, ...pages.flat()]);
  };

  /** A publish: every kept page is rendered again with the new content, then the pages it added are rendered too. */
  const publish = async (): Promise<void> => {
    await store.invalidate();
    await prepareKnownPages();
  };

  let clock: NodeJS.Timeout | null = null;

  /** Serves the host's page from memory, with the request's cache rules (and the landing assignment for `/`). */
  const serveFromMemory = async (
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    next: () => void,
  ): Promise<void> => {
    const target = await pageRequestFor(request.headers.host, pathname);
    const cacheControl = pageCacheControlFor(request.url ?? '/');
    // `/` is one cached page per landing version (per arm in a content experiment); the experiment (kept in
    // memory like a page) picks which.
    const landing =
      target.pathname === '/'
        ? assignLanding({
            experiment: await landingExperimentOf(target.host),
            cookieHeader: request.headers.cookie,
            secure: secureCookies,
          })
        : { pathname: target.pathname, headers: {} };
    const page = await store.get({ host: target.host, pathname: landing.pathname });
    if (!page) return next();
    // An address that can name the visitor keeps the answer out of every cache, assigned landing or not.
    const headers = {
      'cache-control': cacheControl,
      ...landing.headers,
      ...(cacheControl === privatePageCacheControl ? { 'cache-control': cacheControl } : {}),
    };
    servePage(request, response, page, headers);
  };

  return {
    /** The CMS's traffic sources for the arrival capture (traffic-sources.ts): `current` never waits. */
    trafficSources,

    isRenderRequest(request: IncomingMessage): boolean {
      return request.headers[renderTokenHeader] === token;
    },

    watchPublish(request: IncomingMessage, response: ServerResponse): void {
      if (request.method !== 'POST' || pathnameOf(request.url) !== revalidatePath) return;
      response.once('finish', () => {
        if (response.statusCode !== 200) return;
        void publish();
        setTimeout(() => void publish(), publishSettleMs).unref();
      });
    },

    /**
     * At start, once the server listens: every page visitors may ask for is rendered and compressed before they
     * do, and from then on the page memory renders again, on its own clock, what aged without a publish call.
     */
    async prepareKnownPages(): Promise<void> {
      clock ??= setInterval(() => {
        store.refreshAged();
        void prepareKnownPages();
      }, ageCheckEveryMs).unref();
      await prepareKnownPages();
    },

    /** Stops the clock `prepareKnownPages` started (at shutdown). */
    stop(): void {
      if (clock) clearInterval(clock);
      clock = null;
    },

    async handle(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
      const pathname = pathnameOf(request.url);
      if (isTrafficSourcesRequest(request.url)) return answerTrafficSourcesNotFound(response);
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        !pathname ||
        !isServedFromMemory(routePathOf(pathname))
      )
        return next();
      return serveFromMemory(request, response, routePathOf(pathname), next);
    },

    /**
     * After the built files: a path no route answers gets the host's 404 page from memory, whatever the method;
     * `next` (Astro) only for the routes rendered per request (page-policy.ts).
     */
    async answerPathsWithoutRoute(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
      const pathname = pathnameOf(request.url);
      if (pathname && isRenderedPerRequest(pathname)) return next();
      return serveFromMemory(request, response, notFoundPath, next);
    },
  };
}
