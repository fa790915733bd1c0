import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { certificateOf, newCertificateId, subjectSha256 } from './consent-certificate.ts';
import { createConsentSigner } from './consent-signature.ts';
import { verifyConsentText } from './verify-consent.ts';

const record = {
  kind: 'signup' as const,
  at: Date.parse('2026-06-15T16:00:00Z'),
  disclosure: null,
  disclosureCheck: null,
  partner: null,
  landingVersion: 2,
  userAgent: 'UA',
  addressHash: null,
};

describe('consent certificates', () => {
  it('writes the same canonical bytes whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe(canonicalJson({ a: [{ c: 'x', d: null }], b: 1 }));
    expect(canonicalJson({ b: 1, a: 'é' })).toBe('{"a":"é","b":1}');
  });

  it('writes what JSON.stringify writes with the keys of every object sorted, undefined fields left out', () => {
    const sortedKeys = (_key: string, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value;
    const value = {
      zeta: [1, 'two', null, { y: true, x: -0.5, skipped: undefined }],
      Alpha: { é: 'ü', a10: 1, a9: 2, '': 'empty key' },
      quote: 'say "hi"\n',
      nested: [[], {}, [{ b: [], a: {} }]],
    };
    expect(canonicalJson(value)).toBe(JSON.stringify(value, sortedKeys));
  });

  it('names the person by a hash of the id and the email only, and ids are random', () => {
    const id = newCertificateId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newCertificateId()).not.toBe(id);
    const certificate = certificateOf({ id, email: 'ann@example.com', record });
    expect(JSON.stringify(certificate)).not.toContain('ann');
    expect(certificate.subjectSha256).toBe(subjectSha256(id, ' ANN@example.com'));
  });

  it('verifies a certificate under its key and for its person, and refuses another key, person or byte', async () => {
    const signer = createConsentSigner(undefined);
    const signed = await signer.signCertificate(
      certificateOf({ id: newCertificateId(), email: 'ann@example.com', record }),
    );
    const text = JSON.stringify(signed);
    expect(verifyConsentText({ text, publicKeyPem: signer.publicKeyPem, email: 'ann@example.com' }).valid).toBe(true);
    expect(verifyConsentText({ text, publicKeyPem: createConsentSigner(undefined).publicKeyPem })).toEqual({
      valid: false,
      reason: `certificate ${signed.certificate.id}: signed with another key`,
    });
    expect(verifyConsentText({ text, publicKeyPem: signer.publicKeyPem, email: 'bob@example.com' }).valid).toBe(false);
    expect(
      verifyConsentText({
        text: text.replace('"landingVersion":2', '"landingVersion":3'),
        publicKeyPem: signer.publicKeyPem,
      }).valid,
    ).toBe(false);
  });

  it('refuses a key twice in one object and a field the format does not have, before any signature', async () => {
    const signer = createConsentSigner(undefined);
    const text = JSON.stringify(
      await signer.signCertificate(certificateOf({ id: newCertificateId(), email: 'ann@example.com', record })),
    );
    expect(
      verifyConsentText({
        text: text.replace('"kind":"signup"', '"kind":"signup","kind":"offer_accepted"'),
        publicKeyPem: signer.publicKeyPem,
      }),
    ).toEqual({
      valid: false,
      reason: 'the key "kind" appears twice in one object',
    });
    // The same key written with an escape is the same key.
    expect(
      verifyConsentText({
        text: text.replace('"kind":"signup"', '"kind":"signup","\\u006bind":"signup"'),
        publicKeyPem: signer.publicKeyPem,
      }).valid,
    ).toBe(false);
    const extra = verifyConsentText({
      text: text.replace('"kind":"signup"', '"kind":"signup","note":"x"'),
      publicKeyPem: signer.publicKeyPem,
    });
    expect(extra.valid).toBe(false);
    expect(JSON.stringify(extra)).toContain('not a consent document or certificate in a known format');
  });

  it('still verifies a format-1 document (signed when downloaded) and says so', async () => {
    const keys = generateKeyPairSync('ed25519');
    const publicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const signer = createConsentSigner(keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const fingerprint = JSON.parse(
      JSON.stringify(await signer.signCertificate(certificateOf({ id: newCertificateId(), email: 'a@b.c', record }))),
    ).signature.publicKeySha256;
    const consent = { entryId: 7, email: 'ann@example.com', issuedAt: '2026-06-15T16:00:00.000Z', records: [] };
    const value = sign(null, Buffer.from(canonicalJson(consent)), keys.privateKey).toString('base64');
    const text = JSON.stringify({
      format: 'seniorguide-consent/1',
      consent,
      signature: { algorithm: 'Ed25519', publicKeySha256: fingerprint, value },
    });
    const verdict = verifyConsentText({ text, publicKeyPem });
    expect(verdict).toEqual({ valid: true, notes: [expect.stringContaining('signed when it was downloaded')] });
    expect(
      verifyConsentText({ text: text.replace('"records":[]', '"records":[],"extra":1'), publicKeyPem }).valid,
    ).toBe(false);
  });

  it.each([
    ['text that is no key', 'not a key', 'not a PEM private key'],
    [
      'an RSA key',
      generateKeyPairSync('rsa', { modulusLength: 1024 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      'must be an Ed25519 key',
    ],
  ])('refuses %s at start', (_name, pem, message) => {
    expect(() => createConsentSigner(pem)).toThrow(message);
  });
});
