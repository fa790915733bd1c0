import { createHash } from 'node:crypto';
import type { ConsentDisclosure, DisclosureCheck } from '@seniorguide/contracts';
import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import type { Clock } from '../clock.ts';
import type { StoredDisclosureText } from '../store/privacy-records.ts';

// The page says which CMS document and version it showed and the SHA-256 of the words; the tracker checks that
// against the CMS itself, so a page cannot claim a disclosure it never showed. It reads the document over the CMS's public REST API, as the site does,
// takes the text the page renders from it, and remembers each version's hash it has seen, so a page still
// showing the version it was built with verifies after a newer one is published. A version it never saw is
// unverifiable unless its words are today's. The CMS is read at most once per document every few seconds, so
// made-up versions cannot make the tracker hammer it. Every version's words it reads are kept (`keepText`, the
// store's disclosure texts, once per text hash), so a record's hash leads to the words the visitor was shown; a
// read whose words cannot be kept counts as no read.

/** The text each source's page renders, exactly as the site takes it (site/src/lib/offers/offer-view.ts, SignupForm). */
const renderedTextOf = {
  'landing-variants': z
    .object({ updatedAt: z.string(), signupModal: z.object({ privacyNote: z.string() }) })
    .transform((doc) => ({ version: doc.updatedAt, text: doc.signupModal.privacyNote })),
  offers: z
    .object({ updatedAt: z.string(), disclaimer: z.string().nullish() })
    .transform((doc) => ({ version: doc.updatedAt, text: doc.disclaimer?.trim() ?? '' })),
} as const;

type Source = keyof typeof renderedTextOf;
const isSource = (source: string): source is Source => Object.hasOwn(renderedTextOf, source);

/** What the tracker knows of one document: each version's text hash it has read, and when it last read. */
type Known = { readAt: number; found: boolean; current: string | null; hashes: Map<string, string> };

const refreshAfterMs = 5_000;
const maxDocuments = 500;
const maxVersionsPerDocument = 50;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type DisclosureChecker = (disclosure: ConsentDisclosure) => Promise<DisclosureCheck>;

export function createDisclosureChecker({
  cmsUrl,
  clock,
  keepText,
  fetch = globalThis.fetch,
}: {
  cmsUrl: string;
  clock: Clock;
  keepText: (text: StoredDisclosureText) => Promise<void>;
  fetch?: Fetch;
}): DisclosureChecker {
  const known = new Map<string, Known>();
  // A burst of signups naming one document shares the read already on its way.
  const reading = new Map<string, Promise<Known | null>>();

  async function read(source: Source, documentId: string, previous: Known | undefined): Promise<Known | null> {
    try {
      const url = new URL(`/api/${source}/${encodeURIComponent(documentId)}?depth=0`, cmsUrl);
      const response = await fetch(url.href, { signal: AbortSignal.timeout(2000) });
      const hashes = previous?.hashes ?? new Map<string, string>();
      if (response.status === 404) return { readAt: clock(), found: false, current: null, hashes };
      if (!response.ok) return null;
      const { version, text } = renderedTextOf[source].parse(await response.json());
      const current = sha256(text);
      await keepText({ textSha256: current, source, documentId, version, text, firstSeenAt: clock() });
      hashes.set(version, current);
      if (hashes.size > maxVersionsPerDocument) hashes.delete(hashes.keys().next().value ?? '');
      return { readAt: clock(), found: true, current, hashes };
    } catch {
      return null;
    }
  }

  function remember(key: string, entry: Known): void {
    known.delete(key);
    known.set(key, entry);
    if (known.size > maxDocuments) known.delete(known.keys().next().value ?? '');
  }

  return async ({ source, documentId, version, textSha256 }) => {
    if (!isSource(source)) return 'unverifiable';
    const key = `${source}/${documentId}`;
    let entry = known.get(key);
    if (!entry?.hashes.has(version) && (!entry || clock() - entry.readAt >= refreshAfterMs)) {
      let pending = reading.get(key);
      if (!pending) {
        pending = read(source, documentId, entry).finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      const fresh = await pending;
      if (!fresh) return 'unverifiable';
      remember(key, fresh);
      entry = fresh;
    }
    if (!entry) return 'unverifiable';
    const seen = entry.hashes.get(version);
    if (seen !== undefined) return seen === textSha256 ? 'matches_cms' : 'differs_from_cms';
    if (!entry.found) return 'differs_from_cms';
    return entry.current === textSha256 ? 'matches_cms' : 'unverifiable';
  };
}
