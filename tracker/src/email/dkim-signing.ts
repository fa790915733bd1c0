import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

// DKIM signing as nodemailer's `dkim` transport option takes it. The key is checked once at start, so a
// typo in the key costs a refused start rather than weeks of unsigned (or junked) mail.

export type DkimSigning = { domainName: string; keySelector: string; privateKey: string };

export type DkimConfig = {
  TRACKER_DKIM_DOMAIN?: string | undefined;
  TRACKER_DKIM_SELECTOR?: string | undefined;
  TRACKER_DKIM_PRIVATE_KEY?: string | undefined;
  TRACKER_DKIM_PRIVATE_KEY_FILE?: string | undefined;
};

// Mailbox providers ignore RSA keys under 1024 bits; 2048 is what the README's instructions create.
const minimumRsaBits = 1024;

function parseKeyOrThrow(pem: string, setting: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(
      `Invalid tracker configuration:\n  ${setting}: not a PEM private key (${error instanceof Error ? error.message : String(error)})`,
      {
        cause: error,
      },
    );
  }
  // nodemailer signs with rsa-sha256 only.
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error(
      `Invalid tracker configuration:\n  ${setting}: an RSA key is needed for DKIM, got ${key.asymmetricKeyType ?? 'an unknown type'}`,
    );
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < minimumRsaBits) {
    throw new Error(
      `Invalid tracker configuration:\n  ${setting}: the RSA key has ${bits} bits; DKIM needs at least ${minimumRsaBits} (2048 recommended)`,
    );
  }
  return key;
}

/** The signing settings, or null when DKIM is not configured; throws with the setting's name when the key does not parse. */
export function readDkimSigningOrThrow(config: DkimConfig): DkimSigning | null {
  const { TRACKER_DKIM_DOMAIN: domainName, TRACKER_DKIM_SELECTOR: keySelector } = config;
  if (!domainName || !keySelector) return null;
  const setting = config.TRACKER_DKIM_PRIVATE_KEY_FILE ? 'TRACKER_DKIM_PRIVATE_KEY_FILE' : 'TRACKER_DKIM_PRIVATE_KEY';
  let pem: string;
  if (config.TRACKER_DKIM_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(config.TRACKER_DKIM_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid tracker configuration:\n  ${setting}: cannot read the key file (${error instanceof Error ? error.message : String(error)})`,
        {
          cause: error,
        },
      );
    }
  } else {
    // A .env file holds one line per value, so the PEM's line breaks may be written as \n.
    pem = (config.TRACKER_DKIM_PRIVATE_KEY ?? '').replace(/\\n/g, '\n');
  }
  const key = parseKeyOrThrow(pem, setting);
  return { domainName, keySelector, privateKey: key.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
