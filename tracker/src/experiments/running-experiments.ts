import { z } from 'zod';
import type { Fetch } from '../auth/cms-auth.ts';
import { postbackKeyHeader } from '../auth/cms-key.ts';

// Which landing experiments run now, as the CMS says, for the request path that counts a visit or a signup in
// one. Read only for a request whose assignment cookie already verified, kept for `maxAgeMs` (a pause or a
// finish stops the counting within that time), and the last good answer is used while the CMS cannot answer;
// with none yet, nothing runs as far as counting goes. Only what counting needs is read: the id, the status
// the variants' versions (arms) and a content experiment's landing version (never the name, which only staff
// read).

const runningDocSchema = z.object({
  id: z.string(),
  status: z.string(),
  variants: z.array(z.object({ version: z.number().int() })),
  kind: z.string().nullish(),
  landingVersion: z.number().int().nullish(),
});

const listSchema = z.object({ docs: z.array(z.unknown()) });
const retryAfterFailureMs = 5000;

/**
 * A running experiment: its CMS id and the numbers it assigns: the landing versions it serves, or, in a content
 * experiment, its arms, all shown on its one `landingVersion`.
 */
export type RunningExperiment = { id: string; versions: number[]; landingVersion?: number };

export type RunningExperiments = () => Promise<RunningExperiment[]>;

export function createRunningExperiments({
  cmsUrl,
  key,
  fetch = globalThis.fetch,
  clock = Date.now,
  maxAgeMs = 30_000,
  onError = () => undefined,
}: {
  cmsUrl: string;
  /** The tracker's CMS key (TRACKER_CMS_POSTBACK_KEY), sent when set: the CMS may keep the collection from the public. */
  key?: string | undefined;
  fetch?: Fetch;
  clock?: () => number;
  maxAgeMs?: number;
  onError?: (error: unknown) => void;
}): RunningExperiments {
  let lastGood: RunningExperiment[] | null = null;
  let nextReadAt = 0;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    try {
      const response = await fetch(new URL('/api/experiments?depth=0&limit=100&sort=-startsAt', cmsUrl).href, {
        headers: key ? { [postbackKeyHeader]: key } : {},
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      const experiments: RunningExperiment[] = [];
      // One malformed document does not hide the others.
      for (const doc of listSchema.parse(await response.json()).docs) {
        const parsed = runningDocSchema.safeParse(doc);
        if (parsed.success && parsed.data.status === 'running') {
          const { id, variants, kind, landingVersion } = parsed.data;
          const versions = variants.map(({ version }) => version);
          // A content experiment without its version counts nothing rather than counting on the wrong page.
          if (kind === 'content') experiments.push({ id, versions, landingVersion: landingVersion ?? 0 });
          else experiments.push({ id, versions });
        }
      }
      lastGood = experiments;
      nextReadAt = clock() + maxAgeMs;
    } catch (error) {
      // A CMS that cannot answer is asked again a few seconds later, not by every request meanwhile.
      nextReadAt = clock() + retryAfterFailureMs;
      onError(error);
    }
  }

  return async () => {
    if (clock() >= nextReadAt) {
      // Requests that arrive while the CMS is asked wait for the same answer.
      reading ??= read().finally(() => (reading = null));
      await reading;
    }
    return lastGood ?? [];
  };
}
