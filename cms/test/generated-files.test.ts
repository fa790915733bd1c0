import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsDir, payloadBin } from './support/paths.ts';

// Fails when someone changes the Payload config without regenerating what is committed.

const scratch = mkdtempSync(path.join(tmpdir(), 'cms-generated-'));
const migrationsDir = path.join(cmsDir, 'src', 'migrations');
const importMapFile = path.join(cmsDir, 'src', 'app', '(payload)', 'admin', 'importMap.js');

function runPayload(args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [payloadBin, ...args], {
    cwd: cmsDir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URI: `file:${path.join(scratch, 'cms.db')}`,
      ...extraEnv,
    },
  });
  if (result.status !== 0) throw new Error(`payload ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

// Each check starts Payload's CLI, which loads the whole config: 20–90 s on 2 busy cores, over the default 30 s.
describe('generated files are up to date with the Payload config', { timeout: 240_000 }, () => {
  it('has committed payload-types.ts as `payload generate:types` writes it', () => {
    const fresh = path.join(scratch, 'payload-types.ts');
    runPayload(['generate:types'], { PAYLOAD_TS_OUTPUT_PATH: fresh });
    expect(
      readFileSync(path.join(cmsDir, 'src', 'payload-types.ts'), 'utf8'),
      'run `pnpm --filter @seniorguide/cms generate:types`',
    ).toBe(readFileSync(fresh, 'utf8'));
  });

  it('has committed the admin import map as `payload generate:importmap` writes it', () => {
    const committed = readFileSync(importMapFile, 'utf8');
    runPayload(['generate:importmap']);
    const fresh = readFileSync(importMapFile, 'utf8');
    writeFileSync(importMapFile, committed);
    expect(committed, 'run `pnpm --filter @seniorguide/cms generate:importmap`').toBe(fresh);
  });

  it('needs no new migration for the current schema', () => {
    const before = readdirSync(migrationsDir);
    const index = readFileSync(path.join(migrationsDir, 'index.ts'), 'utf8');
    runPayload(['migrate:create', 'drift_check', '--skip-empty']);
    const added = readdirSync(migrationsDir).filter((name) => !before.includes(name));
    for (const name of added) rmSync(path.join(migrationsDir, name));
    writeFileSync(path.join(migrationsDir, 'index.ts'), index);
    expect(added, 'run `pnpm --filter @seniorguide/cms payload migrate:create <name>` and commit it').toEqual([]);
  });
});
