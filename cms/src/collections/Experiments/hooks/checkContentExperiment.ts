import { checkContentArms, type ArmOverridesInput, type ComparedVariant } from '@seniorguide/content';
import type { PayloadRequest } from 'payload';
import { collectionSlugs } from '../../../slugs.ts';

// The rules only a content experiment has: it names the landing version its arms start from, that version is
// published, and each arm shows something of its own (checkContentArms: no override equal to the published
// value, no two arms alike, orders that list each benefit or question once).

type ContentArm = { overrides?: ArmOverridesInput | null };

export async function checkContentExperiment({
  landingVersion,
  arms,
  req,
}: {
  landingVersion: number | null | undefined;
  arms: ContentArm[];
  req: PayloadRequest;
}): Promise<string[]> {
  if (!landingVersion) return ['A content experiment needs the landing version its arms start from.'];
  const { docs } = await req.payload.find({
    collection: collectionSlugs.landingVariants,
    where: { and: [{ version: { equals: landingVersion } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    req,
  });
  const variant = docs[0] as unknown as ComparedVariant | undefined;
  if (!variant) return [`Landing version ${landingVersion} is not published.`];
  return checkContentArms({ variant, arms: arms.map(({ overrides }) => overrides ?? {}) });
}
