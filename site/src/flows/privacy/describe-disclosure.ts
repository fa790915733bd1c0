import type { ConsentDisclosure } from '@seniorguide/contracts';

// What the consent ledger records of a disclosure: the CMS document it came from, its version
// (Payload's `updatedAt`, which every saved version changes) and a SHA-256 of the text exactly as the page
// rendered it, with the page the visitor saw it on.

/** The CMS document a disclosure text comes from, as the page was built with it. */
export type DisclosureSource = { source: 'landing-variants' | 'offers'; documentId: string; version: string };

const toHex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function describeDisclosure({
  from,
  text,
  route,
}: {
  from: DisclosureSource;
  text: string;
  route: string;
}): Promise<ConsentDisclosure> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return { ...from, textSha256: toHex(digest), route };
}
