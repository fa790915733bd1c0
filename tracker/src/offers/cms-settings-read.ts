import type { Fetch } from '../auth/cms-auth.ts';
import { postbackKeyHeader } from '../auth/cms-key.ts';
import type { Clock } from '../clock.ts';

// A setting the tracker reads from the CMS with its key and keeps (the prices, the offer order). Once one was
// read, a call never waits for the CMS: past `maxAgeMs` one read starts in the background. Before the first, a
// call waits for one read, at most one every `retryEveryMs`, and gets `fallback` while the CMS cannot answer
// (each error goes to `onError`).

/** GET `path` on the CMS with the tracker's key, as JSON; throws on a non-2xx answer or after 5 s. */
export function cmsJsonReader({ cmsUrl, key, fetch }: { cmsUrl: string; key: string; fetch: Fetch }) {
  return async (path: string): Promise<unknown> => {
    const response = await fetch(new URL(path, cmsUrl).href, {
      headers: { [postbackKeyHeader]: key },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`CMS answered ${response.status} for ${path}`);
    return response.json();
  };
}

export function keptCmsSetting<T>({
  read,
  fallback,
  clock,
  onError,
  maxAgeMs = 30_000,
  retryEveryMs = 5_000,
}: {
  read: () => Promise<T>;
  fallback: T;
  clock: Clock;
  onError: (error: unknown) => void;
  maxAgeMs?: number;
  retryEveryMs?: number;
}): () => Promise<T> {
  let last: { value: T; at: number } | null = null;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function readAndKeep(): Promise<void> {
    try {
      last = { value: await read(), at: clock() };
    } catch (error) {
      onError(error);
    }
  }

  /** One read at a time, and none within `retryEveryMs` of the last attempt. */
  const refresh = (): Promise<void> | null => {
    if (reading) return reading;
    if (clock() - triedAt < retryEveryMs) return null;
    triedAt = clock();
    reading = readAndKeep().finally(() => (reading = null));
    return reading;
  };

  return async () => {
    const kept = last;
    if (kept) {
      if (clock() - kept.at >= maxAgeMs) void refresh();
      return kept.value;
    }
    await refresh();
    // The read just awaited may have set it (TypeScript keeps the narrowing from before the await).
    const justRead = last as { value: T } | null;
    return justRead?.value ?? fallback;
  };
}

/** Where and how a setting is read: the CMS, the tracker's key, and what to do with a failed read. */
export type KeyedCmsSettingOptions = {
  cmsUrl: string;
  key: string;
  clock: Clock;
  fetch?: Fetch;
  onError?: (error: unknown) => void;
};

/** keptCmsSetting over cmsJsonReader: `read` gets the JSON reader keyed with the tracker's key. */
export function keptKeyedCmsSetting<T>(
  { cmsUrl, key, clock, fetch = globalThis.fetch, onError = () => undefined }: KeyedCmsSettingOptions,
  { read, fallback }: { read: (readJson: (path: string) => Promise<unknown>) => Promise<T>; fallback: T },
): () => Promise<T> {
  const readJson = cmsJsonReader({ cmsUrl, key, fetch });
  return keptCmsSetting({ read: () => read(readJson), fallback, clock, onError });
}
