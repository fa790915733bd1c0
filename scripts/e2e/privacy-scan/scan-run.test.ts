import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { scanRun } from './scan-run.ts';

describe('scanRun', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function plant({ leak }: { leak: boolean }) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'privacy-scan-'));
    const db = new DatabaseSync(path.join(dataDir, 'tracker.db'));
    db.exec('CREATE TABLE entries (id INTEGER, email TEXT, address_hash TEXT)');
    db.exec('CREATE TABLE jobs (id TEXT, email TEXT, last_error TEXT)');
    db.exec('CREATE TABLE consent_records (entry_id INTEGER, user_agent TEXT)');
    db.exec("INSERT INTO entries VALUES (1, 'ann@example.com', 'k1:abc')");
    db.exec(`INSERT INTO jobs VALUES ('ebook:entry-1', '', ${leak ? "'550 <ann@example.com> unknown'" : 'NULL'})`);
    db.exec("INSERT INTO consent_records VALUES (1, 'Mozilla/5.0 Chrome/140.0.0.0')");
    db.close();
    const rateLimits = new DatabaseSync(path.join(dataDir, 'tracker-rate-limits.db'));
    rateLimits.exec('CREATE TABLE windows (key TEXT)');
    rateLimits.exec(`INSERT INTO windows VALUES ('${leak ? 'signup:10.9.8.7' : 'signup:k1:xyz'}')`);
    rateLimits.close();
    // The CMS's own database (staff accounts) is not the tracker's store.
    new DatabaseSync(path.join(dataDir, 'cms.db')).exec(
      "CREATE TABLE users (email TEXT); INSERT INTO users VALUES ('admin@example.com')",
    );
    mkdirSync(path.join(dataDir, 'logs'));
    const lines = [
      '{"msg":"listening on http://127.0.0.1:4000"}',
      leak ? '{"msg":"browser error","url":"/thank-you?email=ann%40example.com"}' : '{"msg":"ok"}',
    ];
    writeFileSync(path.join(dataDir, 'logs', 'tracker.log'), lines.join('\n'));
  }

  it('finds planted leaks in a store table, the rate-limit file and a log line, and nothing in the allowed places', () => {
    plant({ leak: true });
    const { scanned, findings } = scanRun({ dataDir, logDir: path.join(dataDir, 'logs') });
    expect(scanned.sort()).toEqual(['tracker-rate-limits.db', 'tracker.db', 'tracker.log']);
    expect(findings.map(({ place, kind }) => `${place} ${kind}`).sort()).toEqual([
      'tracker-rate-limits.db:windows.key ipv4',
      'tracker.db:jobs.last_error email',
      'tracker.log:2 email',
    ]);
  });

  it('finds nothing when personal data is only where it belongs', () => {
    plant({ leak: false });
    expect(scanRun({ dataDir, logDir: path.join(dataDir, 'logs') }).findings).toEqual([]);
  });
});
