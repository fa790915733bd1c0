import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir } from './paths.ts';

export const testAdmin = { email: 'admin@example.com', password: 'test-admin-password' } as const;

export type RunningCms = {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
};

type StartOptions = {
  port: number;
  /** Where the publish webhook goes; omitted means no webhook. */
  siteUrl?: string;
  revalidateSecret?: string;
  /** Reuse a data folder (to test a second start on the same database). */
  dataDir?: string;
  /** More environment, e.g. an SMTP server for the CMS's own mail. */
  extraEnv?: Record<string, string>;
};

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}:\n${output()}`);
    const response = await fetch(`${url}/api/globals/site-settings`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`CMS did not answer within 60 s:\n${output()}`);
}

/** Starts the built CMS (its server.ts around Next.js, production mode) on its own temporary SQLite database. */
export async function startCms({
  port,
  siteUrl,
  revalidateSecret,
  dataDir,
  extraEnv = {},
}: StartOptions): Promise<RunningCms> {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess;

  const launch = async () => {
    child = spawn(process.execPath, ['server.ts'], {
      cwd: cmsDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        CMS_PORT: String(port),
        CMS_HOST: '127.0.0.1',
        DATABASE_URI: `file:${path.join(folder, 'cms.db')}`,
        PAYLOAD_SECRET: 'integration-test-secret-0123456789',
        CMS_ADMIN_EMAIL: testAdmin.email,
        CMS_ADMIN_PASSWORD: testAdmin.password,
        CMS_MEDIA_DIR: path.join(folder, 'media'),
        ...(siteUrl ? { CMS_SITE_URL: siteUrl } : {}),
        ...(revalidateSecret ? { CMS_REVALIDATE_SECRET: revalidateSecret } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilServing(url, child, () => log);
  };

  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  await launch();
  return {
    url,
    dataDir: folder,
    output: () => log,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
  };
}
