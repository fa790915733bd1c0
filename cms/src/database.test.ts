import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseAdapter } from './database.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'cms-db-'));
const migrationDir = path.join(scratch, 'migrations');

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('createDatabaseAdapter', () => {
  it.each(['mongodb://mongo:27017/cms', 'mongodb+srv://user:secret@cluster.example/cms'])(
    'uses the MongoDB adapter for %s',
    (databaseUri) => {
      expect(createDatabaseAdapter({ databaseUri, migrationDir }).name).toBe('mongoose');
    },
  );

  it('uses SQLite for a file: URI and creates the folder libsql cannot create itself', () => {
    const folder = path.join(scratch, 'nested', 'data');
    const adapter = createDatabaseAdapter({ databaseUri: `file:${path.join(folder, 'cms.db')}`, migrationDir });
    expect(adapter.name).toBe('sqlite');
    expect(adapter.defaultIDType).toBe('text');
    expect(existsSync(folder)).toBe(true);
  });
});
