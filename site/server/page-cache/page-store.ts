import { createHash } from 'node:crypto';
import { encodeAll, type EncodedBodies, type Effort } from './encodings.ts';

// Pages rendered once and kept in memory, per host and path. A publish (`invalidate`) re-renders every kept
// page in the background; until its new bytes are compressed, the old page keeps being served, and the new
// one replaces it in a single assignment, so no answer is ever half old and half new, and none fails.

export type PageRequest = { host: string; pathname: string };
export type RenderedPage = { status: number; headers: Record<string, string>; body: Buffer };
export type StoredPage = { status: number; headers: Record<string, string>; bodies: EncodedBodies; hash: string; effort: Effort };

type Entry = {
  request: PageRequest;
  page: StoredPage | null;
  /** The publish generation the page was rendered in, and when (a missed publish call still ages out). */
  generation: number;
  renderedAt: number;
  refreshing: Promise<StoredPage | null> | null;
};

const cacheableStatuses = new Set([200, 404]);

export type PageStore = {
  /** The page from memory (rendering it first if it is not there); null when it must be rendered per request. */
  get: (request: PageRequest) => Promise<StoredPage | null>;
  /** A publish: every kept page is re-rendered; the old bytes are served until the new are ready. */
  invalidate: () => void;
};

export function createPageStore({
  render,
  encode = encodeAll,
  maxEntries = 200,
  maxAgeMs = 60_000,
  retryAfterMs = 5_000,
  now = Date.now,
  onRenderError = (error: unknown) => console.warn('[site] page render failed, serving the last copy:', error),
}: {
  render: (request: PageRequest) => Promise<RenderedPage>;
  encode?: (body: Buffer, effort: Effort) => Promise<EncodedBodies>;
  maxEntries?: number;
  maxAgeMs?: number;
  retryAfterMs?: number;
  now?: () => number;
  onRenderError?: (error: unknown) => void;
}): PageStore {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let bestEncodings: Promise<void> = Promise.resolve();

  const keyOf = ({ host, pathname }: PageRequest) => `${host} ${pathname}`;

  const refresh = (key: string, entry: Entry): Promise<StoredPage | null> => {
    const startedIn = generation;
    entry.refreshing = (async () => {
      try {
        const rendered = await render(entry.request);
        if (!cacheableStatuses.has(rendered.status) || 'set-cookie' in rendered.headers) {
          // Not a page to share (an error, a redirect): keep what was served before, if anything.
          if (!entry.page) entries.delete(key);
          entry.generation = startedIn;
          entry.renderedAt = now() - maxAgeMs + retryAfterMs;
          return entry.page;
        }
        const hash = createHash('sha256').update(rendered.body).digest('hex').slice(0, 32);
        if (entry.page?.hash !== hash || entry.page.status !== rendered.status) {
          const page: StoredPage = { status: rendered.status, headers: rendered.headers, bodies: await encode(rendered.body, 'fast'), hash, effort: 'fast' };
          entry.page = page;
          // The smallest bytes follow in the background, one page at a time: a few pages compressed at the
          // highest settings at once fill Node's thread pool, where the next publish's renders and quick
          // compression then wait for seconds. They replace these only if the page is still current.
          bestEncodings = bestEncodings
            .then(async () => {
              if (entry.page !== page) return;
              const bodies = await encode(rendered.body, 'best');
              if (entry.page === page) entry.page = { ...page, bodies, effort: 'best' };
            })
            .catch(onRenderError);
        }
        entry.generation = startedIn;
        entry.renderedAt = now();
        return entry.page;
      } catch (error) {
        onRenderError(error);
        if (!entry.page) entries.delete(key);
        entry.generation = startedIn;
        // Try again a little later, not on every request while the renderer is failing.
        entry.renderedAt = now() - maxAgeMs + retryAfterMs;
        return entry.page;
      } finally {
        entry.refreshing = null;
      }
    })();
    return entry.refreshing;
  };

  const isStale = (entry: Entry) => entry.generation < generation || now() - entry.renderedAt >= maxAgeMs;

  return {
    async get(request) {
      const key = keyOf(request);
      const existing = entries.get(key);
      if (existing) {
        // Most recently used last, so the oldest is the first to go when the store is full.
        entries.delete(key);
        entries.set(key, existing);
        if (existing.page) {
          if (isStale(existing) && !existing.refreshing) void refresh(key, existing);
          return existing.page;
        }
        return existing.refreshing ?? refresh(key, existing);
      }
      const entry: Entry = { request, page: null, generation, renderedAt: now(), refreshing: null };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
      return refresh(key, entry);
    },
    invalidate() {
      generation += 1;
      // The most recently asked-for first: the renderer takes a few pages at a time, and the busiest page
      // (always the last in the map) should not wait behind every other one for its new content.
      for (const [key, entry] of [...entries].reverse()) {
        if (entry.page && !entry.refreshing) void refresh(key, entry);
      }
    },
  };
}
