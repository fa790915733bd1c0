import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type LocalSecrets = {
  payloadSecret: string;
  trackerSecret: string;
  revalidateSecret: string;
  adminPassword: string;
  /** Shared by the tracker and the CMS so the tracker may read the postback settings (which hold signing secrets). */
  postbackKey: string;
  /** Shared by the site (SITE_TRACKER_FORWARDED_SECRET) and the tracker (TRACKER_FORWARDED_SECRET): only the site may tell the tracker a visitor's address. */
  forwardedSecret: string;
  /** Shared by the site (SITE_EXPERIMENT_SECRET) and the tracker (TRACKER_EXPERIMENT_SECRET): the site signs each landing assignment, the tracker counts only what verifies. */
  experimentSecret: string;
  /** Shared by the CMS (CMS_PREVIEW_SECRET) and the site (SITE_PREVIEW_SECRET): the CMS signs preview links, the site shows drafts only for what verifies. */
  previewSecret: string;
};

const makeSecret = () => randomBytes(24).toString('base64url');

// Secrets for the local run are made once per data folder and kept there, so sessions and the
// first admin's password survive a restart while no default secret ever ships.
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  // A data folder made before a secret existed gets that one secret added; the kept ones never change.
  const secrets: LocalSecrets = {
    payloadSecret: kept.payloadSecret ?? makeSecret(),
    trackerSecret: kept.trackerSecret ?? makeSecret(),
    revalidateSecret: kept.revalidateSecret ?? makeSecret(),
    adminPassword: kept.adminPassword ?? makeSecret().slice(0, 16),
    postbackKey: kept.postbackKey ?? randomBytes(32).toString('base64url'),
    forwardedSecret: kept.forwardedSecret ?? randomBytes(32).toString('base64url'),
    experimentSecret: kept.experimentSecret ?? randomBytes(32).toString('base64url'),
    previewSecret: kept.previewSecret ?? randomBytes(32).toString('base64url'),
  };
  if (Object.keys(kept).length === Object.keys(secrets).length) return secrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
