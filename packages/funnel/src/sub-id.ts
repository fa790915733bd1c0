import { DEFAULT_AFFILIATE_LABEL, THANK_YOU_DEFAULT_SUB_ID } from './constants.ts';

// Referral sub ids: ONB_{affiliateId} for landing version 1 or lower,
// ONB_v{version}_{affiliateId} above.

function hasAffiliate(affiliateId: string | null | undefined): affiliateId is string {
  return affiliateId !== null && affiliateId !== undefined && affiliateId.trim() !== '';
}

function formatSubId({ affiliateId, version }: { affiliateId: string; version: number | null | undefined }): string {
  const id = affiliateId.trim();
  // A missing or malformed version is the original landing page, version 1.
  if (version === null || version === undefined || !Number.isInteger(version) || version <= 1) return `ONB_${id}`;
  return `ONB_v${version}_${id}`;
}

/** The sub id the signup flow sends with the referral: '' when the visitor came without an affiliate. */
export function buildSignupSubId({
  affiliateId,
  version,
}: {
  affiliateId: string | null | undefined;
  version: number | null | undefined;
}): string {
  return hasAffiliate(affiliateId) ? formatSubId({ affiliateId, version }) : '';
}

/** The sub id on the thank-you page: ONB_EBK when the visitor came without an affiliate. */
export function buildThankYouSubId({
  affiliateId,
  version,
}: {
  affiliateId: string | null | undefined;
  version: number | null | undefined;
}): string {
  return hasAffiliate(affiliateId) ? formatSubId({ affiliateId, version }) : THANK_YOU_DEFAULT_SUB_ID;
}

/** The affiliate as tracking labels it: the id, or 'direct' for a visitor who came without one. */
export function getAffiliateLabel(affiliateId: string | null | undefined): string {
  return hasAffiliate(affiliateId) ? affiliateId.trim() : DEFAULT_AFFILIATE_LABEL;
}
