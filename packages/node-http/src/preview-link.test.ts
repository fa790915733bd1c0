import { describe, expect, it } from 'vitest';
import {
  isPreviewDraftKey,
  PREVIEW_LINK_MAX_LIFETIME_MS,
  previewDraftKeyOf,
  signPreviewGrant,
  verifyPreviewGrant,
} from './preview-link.ts';

const secret = 'preview-secret-of-at-least-32-characters';
const now = Date.parse('2026-11-28T12:00:00Z');
const hour = 60 * 60 * 1000;

describe('the signed preview link', () => {
  it('reads back the page, the expiry and the frame origin that were signed', () => {
    const grant = { path: '/offer-landing/dental-savings', expiresAt: now + hour, frameOrigin: 'http://cms.test:3000' };
    expect(verifyPreviewGrant(signPreviewGrant(grant, secret), secret, now)).toEqual(grant);
    expect(verifyPreviewGrant(signPreviewGrant({ path: '/', expiresAt: now + hour }, secret), secret, now)).toEqual({
      path: '/',
      expiresAt: now + hour,
    });
  });

  it('stops working at its expiry', () => {
    const token = signPreviewGrant({ path: '/v2', expiresAt: now + hour }, secret);
    expect(verifyPreviewGrant(token, secret, now + hour - 1)).not.toBeNull();
    expect(verifyPreviewGrant(token, secret, now + hour)).toBeNull();
  });

  it('refuses a link that would live longer than the longest lifetime', () => {
    const token = signPreviewGrant({ path: '/', expiresAt: now + PREVIEW_LINK_MAX_LIFETIME_MS + 1 }, secret);
    expect(verifyPreviewGrant(token, secret, now)).toBeNull();
  });

  it('refuses another secret, a changed page or expiry, and garbage', () => {
    const token = signPreviewGrant({ path: '/v2', expiresAt: now + hour }, secret);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: '/v3', e: now + hour })).toString('base64url')}.${signature}`;
    const longer = `${Buffer.from(JSON.stringify({ p: '/v2', e: now + 2 * hour })).toString('base64url')}.${signature}`;
    expect(verifyPreviewGrant(token, 'another-secret-of-at-least-32-characters', now)).toBeNull();
    expect(verifyPreviewGrant(forged, secret, now)).toBeNull();
    expect(verifyPreviewGrant(longer, secret, now)).toBeNull();
    for (const garbage of ['', '.', 'abc', `${token}x`, `x${token}`, 'a'.repeat(2_000), null, undefined])
      expect(verifyPreviewGrant(garbage, secret, now)).toBeNull();
  });

  it('signs page paths only', () => {
    for (const path of ['', 'v2', '//evil.test', '/a?b=1', '/../x', '/a//b'])
      expect(() => signPreviewGrant({ path, expiresAt: now + hour }, secret)).toThrow();
  });

  it('derives a draft key that only the same secret makes', () => {
    const key = previewDraftKeyOf(secret);
    expect(isPreviewDraftKey(key, secret)).toBe(true);
    expect(isPreviewDraftKey(key, 'another-secret-of-at-least-32-characters')).toBe(false);
    expect(isPreviewDraftKey('', secret)).toBe(false);
    expect(isPreviewDraftKey(null, secret)).toBe(false);
    expect(key).not.toContain(secret);
  });
});
