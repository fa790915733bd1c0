import { getExperiments } from '../cms.ts';
import { currentPreview } from './preview-content.ts';

// A content experiment's preview (its landing version's page with `experiment=<id>&arm=<n>`) offers each of the
// experiment's arms: the same signed link with another arm, so the marketer compares them in the admin's live
// preview or on a shared link without asking for a new one.

export type PreviewArmLink = { arm: number; href: string; isCurrent: boolean };

/** A link to each arm of the experiment this preview shows; none outside an experiment's preview. */
export async function previewArmLinks(url: URL): Promise<PreviewArmLink[]> {
  const id = url.searchParams.get('experiment');
  if (!currentPreview() || !id) return [];
  const experiment = (await getExperiments()).find((candidate) => candidate.id === id);
  if (experiment?.kind !== 'content') return [];
  const shown = url.searchParams.get('arm');
  return experiment.variants.map(({ version }) => {
    const address = new URL(url);
    address.searchParams.set('arm', String(version));
    return { arm: version, href: `${address.pathname}${address.search}`, isCurrent: String(version) === shown };
  });
}
