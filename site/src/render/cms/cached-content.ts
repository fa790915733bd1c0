// One piece of CMS content kept in memory. A read is answered from memory while fresh; otherwise the
// CMS is asked (one request at a time). When the CMS fails, the last good value is served, or the
// fallback (the seed content) if there never was one, and the CMS is left alone for a short while
// so a dead CMS does not slow every page down.

export type CachedContentOptions<Value> = {
  load: () => Promise<Value>;
  fallback: () => Value;
  now?: () => number;
  /** A safety net for a missed publish call: content is re-read at least this often. */
  freshForMs?: number;
  /** After a failed read, serve what we have without asking the CMS again for this long. */
  retryAfterFailureMs?: number;
  onLoadError?: (error: unknown) => void;
};

export type CachedContent<Value> = {
  read: () => Promise<Value>;
  /** Marks the content stale (after a publish); the last good value stays as the outage fallback. */
  invalidate: () => void;
};

export function createCachedContent<Value>({
  load,
  fallback,
  now = Date.now,
  freshForMs = 60_000,
  retryAfterFailureMs = 5_000,
  onLoadError = () => undefined,
}: CachedContentOptions<Value>): CachedContent<Value> {
  let lastGood: { value: Value; loadedAt: number; generation: number } | null = null;
  let isStale = true;
  let lastFailureAt: number | null = null;
  let generation = 0;
  // The read on its way and the publish generation it started in: a read made after a publish never joins one
  // that started before it, whose answer may not hold the change.
  let inFlight: { generation: number; reading: Promise<Value> } | null = null;

  const bestAvailable = () => (lastGood ? lastGood.value : fallback());

  const refresh = (): Promise<Value> => {
    const startedGeneration = generation;
    const reading = load()
      .then((value) => {
        // An older read that answers after a newer one must not put its content back.
        if (lastGood && lastGood.generation > startedGeneration) return value;
        lastGood = { value, loadedAt: now(), generation: startedGeneration };
        // A publish that arrived while this read was on its way may not be in it: read again next time.
        isStale = generation !== startedGeneration;
        lastFailureAt = null;
        return value;
      })
      .catch((error: unknown) => {
        lastFailureAt = now();
        onLoadError(error);
        return bestAvailable();
      })
      .finally(() => {
        if (inFlight?.reading === reading) inFlight = null;
      });
    inFlight = { generation: startedGeneration, reading };
    return reading;
  };

  return {
    read: () => {
      const at = now();
      if (lastGood && !isStale && at - lastGood.loadedAt < freshForMs) return Promise.resolve(lastGood.value);
      if (lastFailureAt !== null && at - lastFailureAt < retryAfterFailureMs) return Promise.resolve(bestAvailable());
      if (inFlight && inFlight.generation === generation) return inFlight.reading;
      return refresh();
    },
    invalidate: () => {
      generation += 1;
      isStale = true;
      lastFailureAt = null;
    },
  };
}
