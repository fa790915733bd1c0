import type { ServerResponse } from 'node:http';
import { trafficSourceFields } from '@seniorguide/content';
import type { TrafficSourceParams } from '@seniorguide/funnel';
import { z } from 'zod';
import type { StoredPage } from './page-store.ts';

// The traffic sources a marketer configured in the CMS (their URL parameter names), for the arrival capture
// of server.ts. They are read through the page memory like a page, from src/pages/internal/traffic-sources.ts,
// so they are re-read on every publish and at least once a minute, and a landing costs no CMS call. The
// capture asks synchronously: it gets the list as last read, and a newer one is fetched in the background,
// so no page ever waits for the CMS.

export const trafficSourcesPath = '/internal/traffic-sources';

// The answer does not depend on the host, so it is kept once, under a name of its own.
export const trafficSourcesHost = 'traffic-sources.internal';

const parameterName = z.string().min(1).optional();

const answerSchema = z.object({
  sources: z.array(
    z.object(
      Object.fromEntries(trafficSourceFields.map((field) => [field, parameterName])) as Record<
        (typeof trafficSourceFields)[number],
        typeof parameterName
      >,
    ),
  ),
});

/** Parses the renderer's answer; anything unreadable means no configured source (the usual spellings only). */
export function parseTrafficSources(body: Buffer | undefined): TrafficSourceParams[] {
  if (!body) return [];
  try {
    const parsed = answerSchema.safeParse(JSON.parse(body.toString('utf8')));
    if (!parsed.success) return [];
    return parsed.data.sources.map((source) => {
      const params: TrafficSourceParams = {};
      for (const field of trafficSourceFields) if (source[field] !== undefined) params[field] = source[field];
      return params;
    });
  } catch {
    return [];
  }
}

export type TrafficSources = {
  /** The sources as last read; asks the page memory for a newer answer in the background. Never waits. */
  current: () => readonly TrafficSourceParams[];
  /** Reads now, after any read under way; resolves once done (at start, so the first landing already has the list). */
  refresh: () => Promise<void>;
};

export function createTrafficSources({ read }: { read: () => Promise<StoredPage | null> }): TrafficSources {
  let sources: readonly TrafficSourceParams[] = [];
  let readFrom: StoredPage | null = null;
  let reading: Promise<void> | null = null;

  const startRead = (): Promise<void> => {
    reading ??= read()
      .then(
        (page) => {
          // The page memory hands out the same object until it has a newer render: parse each answer once.
          if (!page || page === readFrom) return;
          readFrom = page;
          sources = parseTrafficSources(page.bodies.identity);
        },
        // A failed render keeps the last list (the page memory logs the failure and retries).
        () => {},
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    current() {
      void startRead();
      return sources;
    },
    async refresh() {
      // A read already under way may have started before the change the caller wants to see.
      await reading;
      await startRead();
    },
  };
}

/**
 * Whether a request from outside asks for the list, however its path is spelled: Astro would answer the
 * endpoint at `/internal/traffic-sources/` and at escaped spellings too, so the path is decoded, lowercased
 * and searched rather than compared.
 */
export function isTrafficSourcesRequest(url: string | undefined): boolean {
  const rawPath = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: searched as it came.
  }
  path = path.toLowerCase();
  return path.includes('internal') && path.includes('traffic-sources');
}

/**
 * Only the origin's own render requests may read the list (they reach Astro directly): to anyone else the
 * path does not exist.
 */
export function answerTrafficSourcesNotFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'private, no-store');
  response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
}
