import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { findPersonalData, type Found } from './find-personal-data.ts';

// The end-of-run privacy scan: after every spec, every table of the tracker's SQLite stores (each
// of its .db files: entries, events, outbox, rate limits, postbacks, consent, audit) and every log line the
// product's processes wrote is read back; a client address or an email in clear anywhere but the allowed
// places is a finding.

export type Finding = Found & { place: string };

/** Where personal data belongs: the entry's own email, the consent ledger, and the staff member in the audit log. */
const allowedPlaces: { place: RegExp; kinds: Found['kind'][] }[] = [
  { place: /^tracker\.db:entries\.email$/, kinds: ['email'] },
  { place: /^tracker\.db:consent_records\./, kinds: ['email', 'ipv4', 'ipv6'] },
  // Who answered a data request: a signed-in operator's or admin's account, not a visitor.
  { place: /^tracker\.db:audit_log\.actor$/, kinds: ['email'] },
];

const isAllowed = (finding: Finding) =>
  allowedPlaces.some(({ place, kinds }) => place.test(finding.place) && kinds.includes(finding.kind));

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return null;
};

export function scanSqliteFile(file: string): Finding[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const findings: Finding[] = [];
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    for (const { name } of tables) {
      for (const row of db.prepare(`SELECT * FROM "${String(name)}"`).all()) {
        for (const [column, value] of Object.entries(row)) {
          const text = textOf(value);
          if (text === null) continue;
          const place = `${path.basename(file)}:${String(name)}.${column}`;
          findings.push(...findPersonalData(text).map((found) => ({ ...found, place })));
        }
      }
    }
    return findings;
  } finally {
    db.close();
  }
}

export function scanLogFile(file: string): Finding[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      findPersonalData(line).map((found) => ({ ...found, place: `${path.basename(file)}:${index + 1}` })),
    );
}

/** The tracker's stores are every .db file of the data folder but the CMS's own. */
export function scanRun({ dataDir, logDir }: { dataDir: string; logDir: string }): {
  scanned: string[];
  findings: Finding[];
} {
  const databases = readdirSync(dataDir).filter((name) => name.endsWith('.db') && name !== 'cms.db');
  const logs = existsSync(logDir) ? readdirSync(logDir).filter((name) => name.endsWith('.log')) : [];
  const findings = [
    ...databases.flatMap((name) => scanSqliteFile(path.join(dataDir, name))),
    ...logs.flatMap((name) => scanLogFile(path.join(logDir, name))),
  ].filter((finding) => !isAllowed(finding));
  return { scanned: [...databases, ...logs], findings };
}
