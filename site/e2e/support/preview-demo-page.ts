import { product } from './product.ts';

// A demo offer page of a spec's own (a copy of emergency-pendant under a fresh slug), published, so that a
// spec can save drafts of it without touching a page any other spec reads. `remove` deletes it.

type DemoPageDoc = { id: string | number; slug: string; headline: string } & Record<string, unknown>;

const headers = () => ({ 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` });

async function cms(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${product.cmsUrl}${path}`, { ...init, headers: headers() });
  if (!response.ok) throw new Error(`CMS ${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const meta = new Set(['id', 'createdAt', 'updatedAt', '_status']);

/** The document's content without its ids (the copy's rows get ids of their own) and bookkeeping. */
function withoutMeta(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMeta);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !meta.has(name))
      .map(([name, field]) => [name, withoutMeta(field)]),
  );
}

export async function createPublishedDemoPage({ slug, headline }: { slug: string; headline: string }) {
  const found = (await cms('/api/demo-pages?where[slug][equals]=emergency-pendant&depth=0&limit=1')) as {
    docs: DemoPageDoc[];
  };
  const source = found.docs[0];
  if (!source) throw new Error('The seeded demo page emergency-pendant is missing');
  const created = (await cms('/api/demo-pages', {
    method: 'POST',
    body: JSON.stringify({ ...(withoutMeta(source) as object), slug, headline, _status: 'published' }),
  })) as { doc: DemoPageDoc };
  const { id } = created.doc;
  return {
    id,
    /** Saves a draft with this headline, as the admin's "Save draft" does; visitors keep the published one. */
    saveDraftHeadline: (draft: string) =>
      cms(`/api/demo-pages/${id}?draft=true&overrideLock=true`, {
        method: 'PATCH',
        body: JSON.stringify({ headline: draft, _status: 'draft' }),
      }),
    /** A preview link as the admin's panel asks the CMS for it. */
    previewLink: async (tracking: Record<string, string>) =>
      (await cms(`/api/demo-pages/${id}/preview-link`, {
        method: 'POST',
        body: JSON.stringify({ lifetimeHours: 1, tracking }),
      })) as { url: string; expiresAt: string },
    remove: () => cms(`/api/demo-pages/${id}`, { method: 'DELETE' }),
  };
}
