import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { createConsentSigner, verifyConsentDocument } from './consent-signature.ts';

const consent = { entryId: 7, email: 'ann@example.com', issuedAt: '2026-06-15T16:00:00.000Z', records: [] };

describe('consent signatures', () => {
  it('writes the same canonical bytes whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe(canonicalJson({ a: [{ c: 'x', d: null }], b: 1 }));
    expect(canonicalJson({ b: 1, a: 'é' })).toBe('{"a":"é","b":1}');
  });

  it('verifies a signed document under its key and refuses it under another', () => {
    const signer = createConsentSigner(undefined);
    const text = JSON.stringify(signer.sign(consent));
    expect(verifyConsentDocument({ text, publicKeyPem: signer.publicKeyPem })).toEqual({ valid: true });
    expect(verifyConsentDocument({ text, publicKeyPem: createConsentSigner(undefined).publicKeyPem })).toEqual({ valid: false, reason: 'signed with another key' });
    expect(verifyConsentDocument({ text: text.replace('"entryId":7', '"entryId":8'), publicKeyPem: signer.publicKeyPem }).valid).toBe(false);
    expect(verifyConsentDocument({ text: text.replace('"records":[]', '"records":[],"extra":1'), publicKeyPem: signer.publicKeyPem }).valid).toBe(false);
  });

  it.each([
    ['text that is no key', 'not a key', 'not a PEM private key'],
    ['an RSA key', generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'must be an Ed25519 key'],
  ])('refuses %s at start', (_name, pem, message) => {
    expect(() => createConsentSigner(pem)).toThrow(message);
  });
});
