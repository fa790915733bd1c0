import { createHash } from 'node:crypto';
import { encodeAll, type EncodedBodies, type Effort } from './encodings.ts';

// Pages rendered once and kept in memory, per host and path. The pages visitors may ask for are named to the
// store (`keep`) and rendered and compressed then, at start and at each publish, so a visitor's request only
// picks bytes: a page that has aged (a publish call that never arrived) is rendered again by `refreshAged`,
// on the page memory's clock, never by the request that found it old. A publish (`invalidate`) re-renders every kept page in the background; until its new bytes are
// compressed, the old page keeps being served, and the new one replaces it in a single assignment, so no
// answer is ever half old and half new, and none fails.

export type PageRequest = { host: string; pathname: string };
export type RenderedPage = { status: number; headers: Record<string, string>; body: Buffer };
export type StoredPage = {
  status: number;
  headers: Record<string, string>;
  bodies: EncodedBodies;
  hash: string;
  effort: Effort;
};

type Entry = {
  request: PageRequest;
  page: StoredPage | null;
  /** The publish generation the page was rendered in, and when (a missed publish call still ages out). */
  generation: number;
  renderedAt: number;
  /** Asked for since its last render: only such a page is worth rendering again when it ages. */
  asked: boolean;
  /** When it was last asked for (a counter): the busiest page's render is started first. */
  askedAt: number;
  refreshing: Promise<StoredPage | null> | null;
};

const cacheableStatuses = new Set([200, 404]);

export type PageStore = {
  /** The page from memory (rendering it first if it is not there); null when it must be rendered per request. */
  get: (request: PageRequest) => Promise<StoredPage | null>;
  /**
   * A publish: every kept page is re-rendered; the old bytes are served until the new are ready. Resolves once
   * every page has its new render and quick compression.
   */
  invalidate: () => Promise<void>;
  /**
   * The pages visitors may ask for: those not kept yet are rendered and compressed now, and a page kept only
   * because an earlier list named it is dropped. Resolves once each has its first render and quick compression.
   * These pages never count towards `maxEntries`, so nothing a request asks for can push one out.
   */
  keep: (requests: readonly PageRequest[]) => Promise<void>;
  /**
   * Renders again, in the background, each page asked for since its last render that has aged past `maxAgeMs`
   * (or whose render at a publish failed, once `retryAfterMs` has passed). Called on a timer.
   */
  refreshAged: () => void;
};

export function createPageStore({
  render,
  encode = encodeAll,
  maxEntries = 200,
  maxRendersAtOnce = 4,
  maxAgeMs = 60_000,
  retryAfterMs = 5_000,
  now = Date.now,
  onRenderError = (error: unknown) => console.warn('[site] page render failed, serving the last copy:', error),
}: {
  render: (request: PageRequest) => Promise<RenderedPage>;
  encode?: (body: Buffer, effort: Effort) => Promise<EncodedBodies>;
  maxEntries?: number;
  /** Renders under way at once; the others wait, the most recently asked-for page first. */
  maxRendersAtOnce?: number;
  maxAgeMs?: number;
  retryAfterMs?: number;
  now?: () => number;
  onRenderError?: (error: unknown) => void;
}): PageStore {
  const entries = new Map<string, Entry>();
  let known = new Set<string>();
  let generation = 0;
  let bestEncodings: Promise<void> = Promise.resolve();
  let askedCount = 0;

  const keyOf = ({ host, pathname }: PageRequest) => `${host} ${pathname}`;

  // A publish renders every known page of every host: dozens. Handed to the renderer all at once, they would
  // queue in the order they were asked for, and the second pass of a publish would wait behind the first; so
  // renders take one of a few slots, and a free slot goes to the page visitors asked for last.
  let rendersUnderWay = 0;
  const waitingForSlot: { entry: Entry; start: () => void }[] = [];
  /** Null when a slot is free (taken at once, so the render starts in this tick), else when one frees up. */
  const takeRenderSlot = (entry: Entry): Promise<void> | null => {
    if (rendersUnderWay < maxRendersAtOnce) {
      rendersUnderWay += 1;
      return null;
    }
    return new Promise((start) => waitingForSlot.push({ entry, start }));
  };
  const freeRenderSlot = () => {
    let next = -1;
    waitingForSlot.forEach((waiting, index) => {
      if (next < 0 || waiting.entry.askedAt > (waitingForSlot[next]?.entry.askedAt ?? 0)) next = index;
    });
    const [waiting] = next < 0 ? [] : waitingForSlot.splice(next, 1);
    if (waiting) waiting.start();
    else rendersUnderWay -= 1;
  };

  const refresh = (key: string, entry: Entry): Promise<StoredPage | null> => {
    entry.asked = false;
    entry.refreshing = (async () => {
      const slot = takeRenderSlot(entry);
      if (slot) await slot;
      // The generation when the render starts: a publish while it waited for a slot is already in it.
      const startedIn = generation;
      try {
        let rendered: RenderedPage;
        try {
          rendered = await render(entry.request);
        } finally {
          freeRenderSlot();
        }
        if (!cacheableStatuses.has(rendered.status) || 'set-cookie' in rendered.headers) {
          // Not a page to share (an error, a redirect): keep what was served before, if anything.
          if (!entry.page) entries.delete(key);
          entry.generation = startedIn;
          entry.renderedAt = now() - maxAgeMs + retryAfterMs;
          return entry.page;
        }
        const hash = createHash('sha256').update(rendered.body).digest('hex').slice(0, 32);
        if (entry.page?.hash !== hash || entry.page.status !== rendered.status) {
          const page: StoredPage = {
            status: rendered.status,
            headers: rendered.headers,
            bodies: await encode(rendered.body, 'fast'),
            hash,
            effort: 'fast',
          };
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

  /** A page's entry, created (and rendered) when it has none; the oldest page outside the known ones goes when too many are kept. */
  const entryFor = (
    request: PageRequest,
  ): { key: string; entry: Entry; rendering: Promise<StoredPage | null> | null } => {
    const key = keyOf(request);
    const existing = entries.get(key);
    if (existing) return { key, entry: existing, rendering: null };
    const entry: Entry = {
      request,
      page: null,
      generation,
      renderedAt: now(),
      asked: false,
      askedAt: 0,
      refreshing: null,
    };
    entries.set(key, entry);
    if (entries.size - known.size > maxEntries) {
      const oldest = [...entries.keys()].find((candidate) => !known.has(candidate));
      if (oldest !== undefined) entries.delete(oldest);
    }
    return { key, entry, rendering: refresh(key, entry) };
  };

  return {
    async get(request) {
      const { key, entry, rendering } = entryFor(request);
      if (rendering) return rendering;
      // Most recently used last, so the oldest is the first to go when the store is full.
      entries.delete(key);
      entries.set(key, entry);
      entry.asked = true;
      askedCount += 1;
      entry.askedAt = askedCount;
      return entry.page ?? entry.refreshing ?? refresh(key, entry);
    },
    async invalidate() {
      generation += 1;
      // The most recently asked-for first: the renderer takes a few pages at a time, and the busiest page
      // (always the last in the map) should not wait behind every other one for its new content.
      // A render already under way may have read the content before the change: it is done again after it.
      const renderAgain = async (key: string, entry: Entry) => {
        if (entry.refreshing) await entry.refreshing;
        if (entries.get(key) === entry && entry.generation < generation)
          await (entry.refreshing ?? refresh(key, entry));
      };
      await Promise.all(
        [...entries].reverse().map(([key, entry]) => (entry.page || entry.refreshing ? renderAgain(key, entry) : null)),
      );
    },
    refreshAged() {
      for (const [key, entry] of [...entries].reverse()) {
        if (entry.page && !entry.refreshing && isStale(entry) && (entry.asked || entry.generation < generation))
          void refresh(key, entry);
      }
    },
    async keep(requests) {
      const wanted = new Set(requests.map(keyOf));
      for (const key of known) if (!wanted.has(key)) entries.delete(key);
      known = wanted;
      await Promise.all(
        requests.map((request) => {
          const { key, entry, rendering } = entryFor(request);
          return rendering ?? entry.refreshing ?? (entry.page ? null : refresh(key, entry));
        }),
      );
    },
  };
}
