import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDkimSigningOrThrow } from './dkim-signing.ts';

const rsaPem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const named = { TRACKER_DKIM_DOMAIN: 'seniorsavings.example', TRACKER_DKIM_SELECTOR: 'mail2026' };

describe('readDkimSigningOrThrow', () => {
  it('signs nothing when DKIM is not configured', () => {
    expect(readDkimSigningOrThrow({})).toBeNull();
  });

  it('reads a key given inline, with its line breaks written as \\n as a .env file holds it', () => {
    const pem = rsaPem(2048);
    const signing = readDkimSigningOrThrow({ ...named, TRACKER_DKIM_PRIVATE_KEY: pem.replaceAll('\n', '\\n') });
    expect(signing).toMatchObject({ domainName: 'seniorsavings.example', keySelector: 'mail2026' });
    expect(signing?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  it('reads a key from a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dkim-')), 'dkim.pem');
    writeFileSync(file, rsaPem(2048));
    expect(readDkimSigningOrThrow({ ...named, TRACKER_DKIM_PRIVATE_KEY_FILE: file })?.keySelector).toBe('mail2026');
  });

  it.each([
    ['text that is no key', 'not a key', /TRACKER_DKIM_PRIVATE_KEY: not a PEM private key/],
    ['a truncated key', rsaPem(2048).slice(0, 400), /TRACKER_DKIM_PRIVATE_KEY: not a PEM private key/],
    [
      'an Ed25519 key, which nodemailer cannot sign with',
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      /an RSA key is needed/,
    ],
    ['a 512-bit RSA key', rsaPem(512), /512 bits; DKIM needs at least 1024/],
  ])('refuses %s, naming the setting', (_name, pem, message) => {
    expect(() => readDkimSigningOrThrow({ ...named, TRACKER_DKIM_PRIVATE_KEY: pem })).toThrow(message);
  });

  it('refuses a key file that cannot be read', () => {
    expect(() => readDkimSigningOrThrow({ ...named, TRACKER_DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem' })).toThrow(
      /TRACKER_DKIM_PRIVATE_KEY_FILE: cannot read the key file/,
    );
  });
});
