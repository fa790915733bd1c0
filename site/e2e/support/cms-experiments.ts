import { product } from './product.ts';

// A landing experiment kept in the shared CMS, so the tracker's results can read its definition. It is kept
// paused there: the shared product's `/` shows version 1 to everyone while paused, as with no experiment,
// and a spec's own site (through a proxy of the CMS) can run it.

export type ExperimentDoc = Record<string, unknown> & { id: string; since: string; name: string };

const headers = () => ({ 'content-type': 'application/json', authorization: `JWT ${product.adminToken}` });

export async function createPausedExperiment({ name }: { name: string }): Promise<ExperimentDoc> {
  const response = await fetch(`${product.cmsUrl}/api/experiments?depth=0`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      name,
      route: '/',
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50 },
      ],
      startsAt: '2026-01-01T00:00:00.000Z',
      status: 'paused',
    }),
  });
  if (!response.ok) throw new Error(`CMS experiment create failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { doc: ExperimentDoc }).doc;
}

export async function deleteExperiment(id: string): Promise<void> {
  await fetch(`${product.cmsUrl}/api/experiments/${id}`, { method: 'DELETE', headers: headers() });
}
