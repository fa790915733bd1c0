import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { consentDocumentSchema, type ConsentDocument } from '@seniorguide/contracts';
import { z } from 'zod';
import { canonicalJson } from './canonical-json.ts';

// Ed25519 signatures over a consent document's canonical JSON (node:crypto). The signing key comes from
// TRACKER_CONSENT_SIGNING_KEY (PKCS#8 PEM); `publicKeySha256` names the key that signed, so a verifier can tell
// a document signed by another key from a changed one.

export type ConsentSigner = {
  sign(consent: ConsentDocument['consent']): ConsentDocument;
  publicKeyPem: string;
  /** False when no key was configured and one was made for this process only (documents outlive it unverifiable). */
  isConfigured: boolean;
};

export function publicKeyFingerprint(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
}

/** Parses the key or throws a message that names the setting (checked at start). */
export function readSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replaceAll('\\n', '\n'));
  } catch {
    throw new Error('TRACKER_CONSENT_SIGNING_KEY is not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('TRACKER_CONSENT_SIGNING_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519)');
  return key;
}

export function createConsentSigner(pem: string | undefined): ConsentSigner {
  const privateKey = pem === undefined ? generateKeyPairSync('ed25519').privateKey : readSigningKey(pem);
  const publicKey = createPublicKey(privateKey);
  const fingerprint = publicKeyFingerprint(publicKey);
  return {
    isConfigured: pem !== undefined,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (consent) => ({
      format: 'seniorguide-consent/1',
      consent,
      signature: {
        algorithm: 'Ed25519',
        publicKeySha256: fingerprint,
        value: sign(null, Buffer.from(canonicalJson(consent)), privateKey).toString('base64'),
      },
    }),
  };
}

export type VerifyOutcome = { valid: true } | { valid: false; reason: string };

/** Checks a document (as read from its file) against the operator's public key. */
export function verifyConsentDocument({ text, publicKeyPem }: { text: string; publicKeyPem: string }): VerifyOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { valid: false, reason: 'the file is not JSON' };
  }
  const document = consentDocumentSchema.safeParse(parsed);
  if (!document.success) return { valid: false, reason: 'the file is not a consent document' };
  const publicKey = createPublicKey(publicKeyPem);
  if (document.data.signature.publicKeySha256 !== publicKeyFingerprint(publicKey)) return { valid: false, reason: 'signed with another key' };
  // The signature covers the document as written, so re-serialise what was parsed (not the schema's output).
  const { consent } = z.object({ consent: z.unknown() }).parse(parsed);
  const signature = Buffer.from(document.data.signature.value, 'base64');
  return verify(null, Buffer.from(canonicalJson(consent)), publicKey, signature) ? { valid: true } : { valid: false, reason: 'the signature does not match the content' };
}
