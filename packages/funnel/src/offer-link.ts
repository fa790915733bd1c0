import { SECTION_8_PARTNER_AFFILIATE_ID, SECTION_8_PARTNER_OFFER_ID } from './constants.ts';

// Partner links: the offer's base link with the visitor's referral sub id and tracking values.

/**
 * An offer's link: its base tracking link, which ends in a sub id parameter waiting for its value
 * (`…&aff_sub=`), plus the sub id, plus the email in the sequential flow. A base link that does not end in
 * '=' gets a `subid` parameter of its own, so a marketer's slip in the CMS still yields a working link.
 */
export function buildOfferLink({
  baseUrl,
  subId,
  email,
}: {
  baseUrl: string;
  subId: string;
  email?: string | null;
}): string {
  const base = baseUrl.trim();
  const withSubIdParam = base.endsWith('=') ? base : `${base}${base.includes('?') ? '&' : '?'}subid=`;
  const link = `${withSubIdParam}${encodeURIComponent(subId)}`;
  return email ? `${link}&email=${encodeURIComponent(email)}` : link;
}

/** Placeholders a bonus link template may use; each is replaced by its URL-encoded value. */
export const BONUS_LINK_PLACEHOLDERS = ['{offerId}', '{affiliateId}', '{subId}', '{email}'] as const;

/**
 * The Section 8 bonus link of the thank-you and download pages, from the partner's link template (CMS
 * settings), e.g.
 * `https://partner.example/aff_c?offer_id={offerId}&aff_id={affiliateId}&aff_sub={subId}&email={email}`.
 * Partner offer 6252 and affiliate 555 unless the settings say otherwise; a missing email leaves its value empty.
 */
export function buildBonusLink({
  template,
  subId,
  email,
  offerId = SECTION_8_PARTNER_OFFER_ID,
  affiliateId = SECTION_8_PARTNER_AFFILIATE_ID,
}: {
  template: string;
  subId: string;
  email?: string | null;
  offerId?: string;
  affiliateId?: string;
}): string {
  const values = new Map<string, string>([
    ['{offerId}', offerId],
    ['{affiliateId}', affiliateId],
    ['{subId}', subId],
    ['{email}', email ?? ''],
  ]);
  return template
    .trim()
    .replace(/\{(?:offerId|affiliateId|subId|email)\}/g, (placeholder) =>
      encodeURIComponent(values.get(placeholder) ?? ''),
    );
}
