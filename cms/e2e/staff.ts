// Sets up the people of a spec through the CMS REST API, as the seeded admin.

function requireEnv(name: 'E2E_CMS_URL' | 'E2E_ADMIN_TOKEN'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run the specs through the root playwright.config.ts`);
  return value;
}

export const cmsUrl = () => requireEnv('E2E_CMS_URL');

async function postJson(route: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${cmsUrl()}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok || typeof json !== 'object' || json === null) {
    throw new Error(`POST ${route} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return Object.fromEntries(Object.entries(json));
}

export type StaffMember = { email: string; password: string };

// One token made by the global setup: concurrent sign-ins of one user race in Payload.
const signInAsAdmin = async (): Promise<string> => requireEnv('E2E_ADMIN_TOKEN');

/** A fresh account with one role, so specs never share or depend on each other's users. */
export async function createStaffMember(role: 'marketer' | 'operator'): Promise<StaffMember> {
  const adminToken = await signInAsAdmin();
  const member = {
    email: `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: `${role}-password-123`,
  };
  await postJson('/users', { ...member, name: `E2E ${role}`, roles: [role] }, adminToken);
  return member;
}

export async function findOfferBySlug(slug: string): Promise<{ id: string; headline: string }> {
  const response = await fetch(`${cmsUrl()}/api/offers?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`);
  const { docs } = (await response.json()) as { docs: { id: string; headline: string }[] };
  const [offer] = docs;
  if (!offer) throw new Error(`No published offer with slug ${slug}`);
  return offer;
}

type LandingHero = { id: string; hero: { trustNote: string } };

export async function findLandingVariant(version: number): Promise<LandingHero> {
  const response = await fetch(`${cmsUrl()}/api/landing-variants?where[version][equals]=${version}&depth=0`);
  const { docs } = (await response.json()) as { docs: LandingHero[] };
  const [variant] = docs;
  if (!variant) throw new Error(`No published landing variant ${version}`);
  return variant;
}

/**
 * Puts a landing variant's hero trust note back (published) after a spec changed it. It overrides the edit
 * lock: the admin form may renew its marketer's lock just after the publish (Payload keeps it for 5 minutes),
 * and the marketer's page has moved on without releasing it.
 */
export async function restoreTrustNote({ id, trustNote }: { id: string; trustNote: string }): Promise<void> {
  const response = await fetch(`${cmsUrl()}/api/landing-variants/${id}?overrideLock=true`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await signInAsAdmin()}` },
    body: JSON.stringify({ hero: { trustNote }, _status: 'published' }),
  });
  if (!response.ok) throw new Error(`Restoring the trust note answered ${response.status}`);
}
