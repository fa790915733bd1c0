import { z } from 'zod';
import type { PageStore, StoredPage } from './page-store.ts';

// Which demo offer pages the CMS publishes, read through the page memory like a page (re-read on every
// publish) from src/pages/internal/demo-pages.ts. A slug outside this list is answered with the 404 page from
// memory, so a made-up `/offer-landing/<anything>` is neither rendered nor compressed nor kept.

export const demoPagesPath = '/internal/demo-pages';

const demoPagesAnswerSchema = z.object({ slugs: z.array(z.string()) });

/** Parses the renderer's answer; anything unreadable means no published demo page. */
export function parseDemoSlugs(body: Buffer | undefined): ReadonlySet<string> {
  if (!body) return new Set();
  try {
    const parsed = demoPagesAnswerSchema.safeParse(JSON.parse(body.toString('utf8')));
    return new Set(parsed.success ? parsed.data.slugs : []);
  } catch {
    return new Set();
  }
}

export function createPublishedDemoPages(store: PageStore) {
  // Parsed once per stored answer, not on every request.
  const parsed = new WeakMap<StoredPage, ReadonlySet<string>>();
  const slugsOf = async (host: string): Promise<ReadonlySet<string>> => {
    const answer = await store.get({ host, pathname: demoPagesPath });
    if (!answer) return new Set();
    let slugs = parsed.get(answer);
    if (!slugs) {
      slugs = parseDemoSlugs(answer.bodies.identity);
      parsed.set(answer, slugs);
    }
    return slugs;
  };
  return {
    async has({ host, slug }: { host: string; slug: string }): Promise<boolean> {
      return (await slugsOf(host)).has(slug);
    },
    /** Every published slug, for rendering each demo page before a visitor asks. */
    async list(host: string): Promise<readonly string[]> {
      return [...(await slugsOf(host))];
    },
  };
}
