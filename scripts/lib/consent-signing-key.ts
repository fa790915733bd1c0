import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The Ed25519 key that signs consent documents in the local run: made once per data folder and kept there
// (like secrets.json), with its public half beside it for `pnpm run consent:verify --public-key`.

export function loadOrCreateConsentSigningKey(dataDir: string): string {
  const file = path.join(dataDir, 'consent-signing-key.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, pem, { mode: 0o600 });
  writeFileSync(
    path.join(dataDir, 'consent-signing-public.pem'),
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  return pem;
}
