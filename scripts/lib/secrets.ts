import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type LocalSecrets = {
  payloadSecret: string;
  trackerSecret: string;
  revalidateSecret: string;
  adminPassword: string;
};

const makeSecret = () => randomBytes(24).toString('base64url');

// Secrets for the local run are made once per data folder and kept there, so sessions and the
// first admin's password survive a restart while no default secret ever ships.
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    payloadSecret: makeSecret(),
    trackerSecret: makeSecret(),
    revalidateSecret: makeSecret(),
    adminPassword: makeSecret().slice(0, 16),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
