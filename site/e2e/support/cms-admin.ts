import { product } from './product.ts';

// Marketer actions through the CMS REST API, as the admin would do them in /admin.

type LandingVariantDoc = { id: string; version: number; hero: Record<string, unknown> & { title: string } };

const signIn = async (): Promise<string> => product.adminToken;

async function findLandingVariant(token: string, version: number): Promise<LandingVariantDoc> {
  const response = await fetch(
    `${product.cmsUrl}/api/landing-variants?where[version][equals]=${version}&depth=0&limit=1`,
    {
      headers: { authorization: `JWT ${token}` },
    },
  );
  const { docs } = (await response.json()) as { docs: LandingVariantDoc[] };
  const doc = docs[0];
  if (!doc) throw new Error(`No landing variant ${version} in the CMS`);
  return doc;
}

/**
 * Publishes a new hero title for a landing version; returns a function that publishes the old one back.
 * Overrides any edit lock an admin-screen spec's user left on the variant: this is the test's setup, not an edit.
 */
export async function publishHeroTitle({
  version,
  title,
}: {
  version: number;
  title: string;
}): Promise<() => Promise<void>> {
  const token = await signIn();
  const doc = await findLandingVariant(token, version);
  const publish = async (heroTitle: string) => {
    const response = await fetch(`${product.cmsUrl}/api/landing-variants/${doc.id}?overrideLock=true`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ hero: { ...doc.hero, title: heroTitle }, _status: 'published' }),
    });
    if (!response.ok) throw new Error(`CMS publish failed: ${response.status} ${await response.text()}`);
  };
  await publish(title);
  return () => publish(doc.hero.title);
}
