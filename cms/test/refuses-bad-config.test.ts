import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsDir } from './support/paths.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'cms-refuse-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the built CMS in production and resolves with how it exited (or null if it kept running). */
function startAndWaitForExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: cmsDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      CMS_PORT: '3115',
      CMS_HOST: '127.0.0.1',
      CMS_MEDIA_DIR: path.join(scratch, 'media'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const keptRunning = setTimeout(() => {
      child.kill('SIGTERM');
      resolve({ code: null, output });
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(keptRunning);
      resolve({ code, output });
    });
  });
}

describe('a production start with a bad configuration', () => {
  it('exits instead of serving when PAYLOAD_SECRET is missing', async () => {
    const { code, output } = await startAndWaitForExit({ DATABASE_URI: `file:${path.join(scratch, 'cms.db')}` });
    expect(code).toBe(1);
    expect(output).toContain('PAYLOAD_SECRET: set a secret of your own in production');
  });

  it('exits and names the setting when DATABASE_URI is not a supported database', async () => {
    const { code, output } = await startAndWaitForExit({
      DATABASE_URI: 'postgres://db.example/cms',
      PAYLOAD_SECRET: 'a-real-secret-for-this-test',
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URI: must start with file:, mongodb:// or mongodb+srv://');
  });
});
