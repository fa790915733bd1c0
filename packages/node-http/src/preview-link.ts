import { createHmac, timingSafeEqual } from 'node:crypto';

// A preview link opens the drafts of the CMS on the real site, for one page, until it expires. The CMS signs
// it and the site verifies it with a secret only the two servers hold (CMS_PREVIEW_SECRET, SITE_PREVIEW_SECRET).
// The token names the page path, the moment it expires and, for the admin's live preview only, the one origin
// that may show it in a frame; it is the only thing that lets a page show drafts.

export const PREVIEW_QUERY_PARAMETER = 'sg_preview';

/** The longest a link may live: a preview is for checking a change, not a way to publish it. */
export const PREVIEW_LINK_MAX_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The header the site's server sends to the CMS to read drafts; its value derives from the same secret. */
export const PREVIEW_DRAFT_KEY_HEADER = 'x-preview-draft-key';

export type PreviewGrant = {
  /** The page's path (`/`, `/v2`, `/offer-landing/dental-savings`); the link shows drafts on no other. */
  path: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The admin's origin when the admin's live preview frames the page; absent on a shared link. */
  frameOrigin?: string;
};

// Signatures made for one purpose never pass for another value signed with the same secret.
const linkPurpose = 'preview-link:v1';
const draftKeyPurpose = 'preview-draft-key:v1';
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;
const pathPattern = /^\/[A-Za-z0-9/_-]{0,200}$/;

const hmac = (purpose: string, value: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A path a preview may name: a plain page path, no query, no dots, no doubled slashes. */
export const isPreviewablePath = (path: string): boolean => pathPattern.test(path) && !path.includes('//');

/** The token for the `sg_preview` query parameter. */
export function signPreviewGrant(grant: PreviewGrant, secret: string): string {
  if (!isPreviewablePath(grant.path)) throw new Error(`Not a page path: ${grant.path}`);
  const payload = Buffer.from(
    JSON.stringify({ p: grant.path, e: grant.expiresAt, ...(grant.frameOrigin ? { f: grant.frameOrigin } : {}) }),
  ).toString('base64url');
  return `${payload}.${hmac(linkPurpose, payload, secret)}`;
}

function parsePayload(payload: string): PreviewGrant | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { p, e, f } = value as Record<string, unknown>;
    if (typeof p !== 'string' || !isPreviewablePath(p) || typeof e !== 'number' || !Number.isSafeInteger(e))
      return null;
    if (f !== undefined && (typeof f !== 'string' || !URL.canParse(f) || new URL(f).origin !== f)) return null;
    return { path: p, expiresAt: e, ...(typeof f === 'string' ? { frameOrigin: f } : {}) };
  } catch {
    return null;
  }
}

/**
 * The grant a token holds, or null: malformed, not signed with `secret`, expired at `now`, or living longer
 * than a link may (a token from a leaked old secret with a far expiry is refused all the same).
 */
export function verifyPreviewGrant(token: string | null | undefined, secret: string, now: number): PreviewGrant | null {
  if (!token || token.length > 1_000) return null;
  const dot = token.indexOf('.');
  const payload = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (dot < 1 || !signaturePattern.test(signature)) return null;
  if (!sameText(signature, hmac(linkPurpose, payload, secret))) return null;
  const grant = parsePayload(payload);
  if (!grant || grant.expiresAt <= now || grant.expiresAt > now + PREVIEW_LINK_MAX_LIFETIME_MS) return null;
  return grant;
}

/** The key the site's server reads drafts from the CMS with: never in a link, never in a browser. */
export const previewDraftKeyOf = (secret: string): string => hmac(draftKeyPurpose, 'read-drafts', secret);

/** Whether a request's draft key is the one the secret makes (constant time). */
export const isPreviewDraftKey = (given: string | null | undefined, secret: string): boolean =>
  Boolean(given) && sameText(given ?? '', previewDraftKeyOf(secret));
