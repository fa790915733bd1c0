import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { ConsentCertificate, SignedConsentCertificate } from '@seniorguide/contracts';
import { canonicalJson } from './canonical-json.ts';

// Ed25519 signatures over a consent certificate's canonical JSON (node:crypto), made when the record is written.
// Signing runs on libuv's thread pool (the callback form of `sign`), off the thread that answers requests: it is
// the largest single cost of a signup.
// The signing key comes from TRACKER_CONSENT_SIGNING_KEY (PKCS#8 PEM); `publicKeySha256` names the key that
// signed, so a verifier can tell a certificate signed by another key from a changed one.

export type ConsentSigner = {
  signCertificate(certificate: ConsentCertificate): Promise<SignedConsentCertificate>;
  publicKeyPem: string;
  /** False when no key was configured and one was made for this process only (its certificates outlive it unverifiable). */
  isConfigured: boolean;
};

export function publicKeyFingerprint(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/** Parses the key or throws a message that names the setting (checked at start). */
export function readSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replaceAll('\\n', '\n'));
  } catch {
    throw new Error('TRACKER_CONSENT_SIGNING_KEY is not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('TRACKER_CONSENT_SIGNING_KEY must be an Ed25519 key (openssl genpkey -algorithm ed25519)');
  return key;
}

export function createConsentSigner(pem: string | undefined): ConsentSigner {
  const privateKey = pem === undefined ? generateKeyPairSync('ed25519').privateKey : readSigningKey(pem);
  const publicKey = createPublicKey(privateKey);
  const fingerprint = publicKeyFingerprint(publicKey);
  return {
    isConfigured: pem !== undefined,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    signCertificate: async (certificate) => ({
      format: 'seniorguide-consent-certificate/1',
      certificate,
      signature: {
        algorithm: 'Ed25519',
        publicKeySha256: fingerprint,
        value: (await signOffThread(Buffer.from(canonicalJson(certificate)), privateKey)).toString('base64'),
      },
    }),
  };
}

const signOffThread = (data: Buffer, key: KeyObject): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    sign(null, data, key, (error, signature) => (error ? reject(error) : resolve(signature)));
  });

export type VerifyOutcome = { valid: true } | { valid: false; reason: string };

/** Checks an Ed25519 signature over `content`'s canonical JSON under the public key. */
export function verifySigned({
  content,
  signature,
  publicKey,
}: {
  content: unknown;
  signature: { publicKeySha256: string; value: string };
  publicKey: KeyObject;
}): VerifyOutcome {
  if (signature.publicKeySha256 !== publicKeyFingerprint(publicKey))
    return { valid: false, reason: 'signed with another key' };
  const ok = verify(null, Buffer.from(canonicalJson(content)), publicKey, Buffer.from(signature.value, 'base64'));
  return ok ? { valid: true } : { valid: false, reason: 'the signature does not match the content' };
}
