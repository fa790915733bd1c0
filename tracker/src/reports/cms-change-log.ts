import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';

// What the CMS itself records of the changes visitors see, read with the operator's own session (Payload lets
// any signed-in staff member read versions and experiments): each published version of the drafted content
// (landing versions, offers, demo pages, page texts, the section 8 bonus), and each experiment's start and
// status. The CMS keeps no history of an experiment's status, so a pause or a winner is dated by the
// experiment's last save. Site settings and traffic sources apply on save and keep no versions: no mark.

export type CmsChange = {
  kind: 'publish' | 'experiment_start' | 'experiment_pause' | 'experiment_winner';
  at: number;
  title: string;
  /** The admin path of what changed (the published version itself where the CMS keeps one). */
  adminPath: string;
};

const drafted = [
  { slug: 'landing-variants', kind: 'collection', label: 'Landing version' },
  { slug: 'offers', kind: 'collection', label: 'Offer' },
  { slug: 'demo-pages', kind: 'collection', label: 'Demo page' },
  { slug: 'page-texts', kind: 'global', label: 'Page texts' },
  { slug: 'section8-bonus', kind: 'global', label: 'Section 8 bonus' },
] as const;

// Only the fields a mark names are parsed; a version holds the whole document.
const versionSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  parent: z.union([z.string(), z.number()]).transform(String).optional(),
  updatedAt: z.string(),
  version: z
    .object({
      internalName: z.string().nullish(),
      version: z.number().nullish(),
      title: z.string().nullish(),
      slug: z.string().nullish(),
    })
    .passthrough(),
});

const experimentSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().nullish(),
  route: z.string().nullish(),
  status: z.string(),
  winner: z.number().nullish(),
  startsAt: z.string().nullish(),
  updatedAt: z.string(),
});

const pageOf = <T extends z.ZodType>(doc: T) =>
  z.object({ docs: z.array(z.unknown()) }).transform((page) =>
    page.docs.flatMap((item) => {
      const parsed = doc.safeParse(item);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }),
  );

type VersionFields = z.infer<typeof versionSchema>['version'];

/** What a published version is called on the chart: its kind, and its number, title or slug. */
function describe(slug: (typeof drafted)[number]['slug'], version: VersionFields): string {
  if (slug === 'landing-variants') {
    const number = typeof version.version === 'number' ? ` ${version.version}` : '';
    return `Landing version${number}${version.internalName ? ` (${version.internalName})` : ''}`;
  }
  if (slug === 'offers') return `Offer ${version.title ?? version.slug ?? ''}`.trim();
  if (slug === 'demo-pages') return `Demo page ${version.title ?? version.slug ?? ''}`.trim();
  return drafted.find((source) => source.slug === slug)?.label ?? slug;
}

/** A cap per source: a range with more publishes than this shows its latest ones (the chart has room for fewer). */
const perSourceLimit = 100;

export function createCmsChangeLog({ cmsUrl, fetch }: { cmsUrl: string; fetch: Fetch }) {
  async function read(path: string, token: string): Promise<unknown> {
    const response = await fetch(new URL(path, cmsUrl).href, {
      headers: { Authorization: `JWT ${token}` },
      // Generous: six reads at once of a CMS that may have just started; a mark missing is said, never guessed.
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`The CMS answered ${response.status} for ${path.split('?')[0] ?? path}`);
    return response.json();
  }

  async function publishes({ from, to, token }: { from: number; to: number; token: string }): Promise<CmsChange[]> {
    const window = new URLSearchParams({
      depth: '0',
      limit: String(perSourceLimit),
      sort: '-updatedAt',
      'where[version._status][equals]': 'published',
      'where[updatedAt][greater_than_equal]': new Date(from).toISOString(),
      'where[updatedAt][less_than]': new Date(to).toISOString(),
    });
    const lists = await Promise.all(
      drafted.map(async (source) => {
        const base = source.kind === 'collection' ? `/api/${source.slug}` : `/api/globals/${source.slug}`;
        const versions = pageOf(versionSchema).parse(await read(`${base}/versions?${window.toString()}`, token));
        return versions.map((version): CmsChange => {
          const admin =
            source.kind === 'collection'
              ? `/admin/collections/${source.slug}/${encodeURIComponent(version.parent ?? '')}/versions/${encodeURIComponent(version.id)}`
              : `/admin/globals/${source.slug}/versions/${encodeURIComponent(version.id)}`;
          return {
            kind: 'publish',
            at: Date.parse(version.updatedAt),
            title: `Published: ${describe(source.slug, version.version)}`,
            adminPath: admin,
          };
        });
      }),
    );
    return lists.flat();
  }

  async function experimentChanges({ from, to, token }: { from: number; to: number; token: string }) {
    const experiments = pageOf(experimentSchema).parse(
      await read(`/api/experiments?depth=0&limit=${perSourceLimit}&sort=-updatedAt`, token),
    );
    const inRange = (at: number) => at >= from && at < to;
    return experiments.flatMap((experiment): CmsChange[] => {
      const name = experiment.name ?? `on ${experiment.route ?? '/'}`;
      const adminPath = `/admin/collections/experiments/${encodeURIComponent(experiment.id)}`;
      const changes: CmsChange[] = [];
      const startsAt = experiment.startsAt ? Date.parse(experiment.startsAt) : Number.NaN;
      if (inRange(startsAt))
        changes.push({ kind: 'experiment_start', at: startsAt, title: `Experiment started: ${name}`, adminPath });
      const savedAt = Date.parse(experiment.updatedAt);
      if (experiment.status === 'paused' && inRange(savedAt))
        changes.push({ kind: 'experiment_pause', at: savedAt, title: `Experiment paused: ${name}`, adminPath });
      if (experiment.status === 'finished' && experiment.winner && inRange(savedAt))
        changes.push({
          kind: 'experiment_winner',
          at: savedAt,
          title: `Experiment winner: landing version ${experiment.winner} (${name})`,
          adminPath,
        });
      return changes;
    });
  }

  return {
    /** Every change in [from, to); throws when the CMS cannot answer (the caller marks the CMS unavailable). */
    async changes(input: { from: number; to: number; token: string }): Promise<CmsChange[]> {
      const [published, experiments] = await Promise.all([publishes(input), experimentChanges(input)]);
      // The CMS was asked for the range only; a version dated outside it is still never marked.
      return [...published, ...experiments].filter((change) => change.at >= input.from && change.at < input.to);
    },
  };
}

export type CmsChangeLog = ReturnType<typeof createCmsChangeLog>;
