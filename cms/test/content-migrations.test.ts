import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MigrateUpArgs } from '@payloadcms/db-sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.ts';

// The content migrations against a database seeded before them: they must fill new texts and update old
// defaults, and leave a marketer's own words alone. drizzle and libsql are the SQLite adapter's own.

type Client = {
  execute: (statement: string | { sql: string; args: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => void;
};
const requireFromAdapter = createRequire(import.meta.resolve('@payloadcms/db-sqlite'));
const { createClient } = requireFromAdapter('@libsql/client') as { createClient: (config: { url: string }) => Client };
const { drizzle } = requireFromAdapter('drizzle-orm/libsql') as { drizzle: (client: Client) => MigrateUpArgs['db'] };

const scratch = mkdtempSync(path.join(tmpdir(), 'cms-migrations-'));
const clients: Client[] = [];
const oldTagline = 'Celebrating the wisdom, vitality and endless possibilities that come with every year of life.';
const agingTagline = 'Celebrating the wisdom, vitality and endless possibilities that come with aging.';

async function runMigration(db: MigrateUpArgs['db'], name: string): Promise<void> {
  const migration = migrations.find((candidate) => candidate.name.endsWith(name));
  if (!migration) throw new Error(`No migration ${name}`);
  // The content migrations use only `db`; the Payload instance and request are not needed to run them.
  await migration.up({ db } as MigrateUpArgs);
}

/** A row with every required column filled with `filler` except the ones given, as a seeded global would have. */
async function insertRow(client: Client, table: string, values: Record<string, string>): Promise<void> {
  const { rows } = await client.execute(`PRAGMA table_info(\`${table}\`)`);
  const row: Record<string, unknown> = { id: `${table}-1`, ...values };
  for (const column of rows) {
    const name = String(column.name);
    if (!(name in row) && Number(column.notnull) === 1)
      row[name] = name.endsWith('_at') ? '2026-11-22T00:00:00.000Z' : 'filler';
  }
  const names = Object.keys(row);
  const columns = names.map((name) => `\`${name}\``).join(', ');
  await client.execute({
    sql: `INSERT INTO \`${table}\` (${columns}) VALUES (${names.map(() => '?').join(', ')})`,
    args: Object.values(row),
  });
}

async function databaseBefore(name: string, texts: { tagline: string; countdown: string }) {
  const client = createClient({ url: `file:${path.join(scratch, `${name}.db`)}` });
  clients.push(client);
  const db = drizzle(client);
  await runMigration(db, '_initial');
  await runMigration(db, '_redirect_refused_message');
  await insertRow(client, 'site_settings', { tagline: texts.tagline });
  await insertRow(client, 'page_texts', { redirect_countdown_label: texts.countdown });
  await insertRow(client, '_page_texts_v', { version_redirect_countdown_label: texts.countdown });
  return { client, db };
}

async function readTexts(client: Client) {
  const [settings, pageTexts, version] = await Promise.all([
    client.execute('SELECT tagline FROM site_settings'),
    client.execute('SELECT redirect_countdown_label AS other, redirect_countdown_label_one AS one FROM page_texts'),
    client.execute('SELECT version_redirect_countdown_label_one AS one FROM _page_texts_v'),
  ]);
  return { tagline: settings.rows[0]?.tagline, countdown: { ...pageTexts.rows[0] }, versionOne: version.rows[0]?.one };
}

afterAll(() => {
  for (const client of clients) client.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the plural countdown and aging tagline migration', () => {
  it('gives a database still on the seed texts the spec tagline and a singular countdown', async () => {
    const { client, db } = await databaseBefore('seeded', {
      tagline: oldTagline,
      countdown: 'Taking you there in {seconds} seconds...',
    });
    await runMigration(db, '_plural_countdown_aging_tagline');
    expect(await readTexts(client)).toEqual({
      tagline: agingTagline,
      countdown: { other: 'Taking you there in {seconds} seconds...', one: 'Taking you there in {seconds} second...' },
      versionOne: 'Taking you there in {seconds} second...',
    });
  });

  it("keeps a marketer's own tagline and wording", async () => {
    const { client, db } = await databaseBefore('edited', {
      tagline: 'Savings for every senior.',
      countdown: 'Off you go in {seconds} seconds',
    });
    await runMigration(db, '_plural_countdown_aging_tagline');
    expect(await readTexts(client)).toEqual({
      tagline: 'Savings for every senior.',
      countdown: { other: 'Off you go in {seconds} seconds', one: 'Off you go in {seconds} second' },
      versionOne: 'Off you go in {seconds} second',
    });
  });
});
