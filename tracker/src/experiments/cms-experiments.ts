import { experimentMetrics } from '@seniorguide/contracts';
import { EXPERIMENT_STATUSES } from '@seniorguide/funnel';
import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { HttpError } from '../http/http-error.ts';
import { postbackKeyHeader } from '../auth/cms-key.ts';

// The landing experiments as the CMS defines them (its public `experiments` collection), read over REST like
// the tracker's other CMS content. Operators ask rarely and want the current split, so nothing is cached; a CMS
// that cannot answer is a 503, not a guess.

const cmsExperimentSchema = z.object({
  id: z.string(),
  name: z.string(),
  route: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  variants: z.array(z.object({ version: z.number().int().min(1).max(3), weight: z.number().positive() })),
  /** A content experiment's variants are arms of its one landing version; older documents have no kind. */
  kind: z.enum(['versions', 'content']).nullish(),
  landingVersion: z.number().int().min(1).max(3).nullish(),
  startsAt: z.string(),
  since: z.string().nullish(),
  winner: z.number().int().min(1).max(3).nullish(),
  createdAt: z.string().optional(),
  /** What the verdict is on; experiments from before the choice existed are judged on the signup rate. */
  primaryMetric: z.enum(experimentMetrics).nullish(),
  guardrails: z.array(z.enum(experimentMetrics)).nullish(),
});

export type CmsExperiment = z.infer<typeof cmsExperimentSchema>;

const listSchema = z.object({ docs: z.array(cmsExperimentSchema) });

const unavailable = (cause: unknown) =>
  Object.assign(
    new HttpError({
      code: 'service_unavailable',
      message: 'The CMS could not say what the experiments are; try again shortly.',
    }),
    { cause },
  );

/** `key`: the tracker's CMS key (TRACKER_CMS_POSTBACK_KEY): the CMS shows experiment names only to staff and to it. */
export function createCmsExperiments({
  cmsUrl,
  key,
  fetch = globalThis.fetch,
}: {
  cmsUrl: string;
  key?: string | undefined;
  fetch?: Fetch;
}) {
  async function read(path: string): Promise<unknown> {
    try {
      const response = await fetch(new URL(path, cmsUrl).href, {
        headers: key ? { [postbackKeyHeader]: key } : {},
        signal: AbortSignal.timeout(5000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      return await response.json();
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    /** Every experiment, newest start first. */
    async list(): Promise<CmsExperiment[]> {
      const answer = listSchema.safeParse(await read('/api/experiments?depth=0&limit=100&sort=-startsAt'));
      if (!answer.success) throw unavailable(answer.error);
      return answer.data.docs;
    },
    /** One experiment, or null when the CMS has none with this id. */
    async get(id: string): Promise<CmsExperiment | null> {
      const answer = await read(`/api/experiments/${encodeURIComponent(id)}?depth=0`);
      if (answer === null) return null;
      const parsed = cmsExperimentSchema.safeParse(answer);
      if (!parsed.success) throw unavailable(parsed.error);
      return parsed.data;
    },
  };
}

export type CmsExperiments = ReturnType<typeof createCmsExperiments>;
