import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The check at start, as an operator meets it: the tracker process refuses a DKIM key that does not parse,
// says which setting is wrong, and exits non-zero before it listens or opens its store.

const trackerDir = path.resolve(import.meta.dirname, '..');

function startTracker(extra: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-dkim-'));
  return spawnSync(process.execPath, ['src/index.ts'], {
    cwd: trackerDir,
    env: {
      ...process.env,
      TRACKER_PORT: '0',
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_LOG_LEVEL: 'warn',
      ...extra,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

// A Node start on a busy 2-core machine takes seconds.
describe('the DKIM key check at start', { timeout: 30_000 }, () => {
  it('exits non-zero with the setting named when the key does not parse', () => {
    const run = startTracker({
      TRACKER_DKIM_DOMAIN: 'seniorsavings.example',
      TRACKER_DKIM_SELECTOR: 'mail2026',
      TRACKER_DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot base64 at all\\n-----END PRIVATE KEY-----',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/TRACKER_DKIM_PRIVATE_KEY: not a PEM private key/);
  });

  it('exits non-zero when only part of the DKIM settings is given', () => {
    const run = startTracker({ TRACKER_DKIM_DOMAIN: 'seniorsavings.example' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/DKIM needs TRACKER_DKIM_DOMAIN, TRACKER_DKIM_SELECTOR and a key/);
  });
});
