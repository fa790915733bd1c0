import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

// Starts each server under test in its own process on this machine, and stops it again.

export type RunningServer = { url: string; pid: number | undefined; stop(): Promise<void> };

// Up to a minute: on a shared machine under load a tracker (TypeScript stripped at start) can take 15 s or more.
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(url).then(
      () => true,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
}

export async function startScript({
  script,
  port,
  env = {},
}: {
  script: string;
  port: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const child = fork(resolve(import.meta.dirname, script), [String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

export async function startTracker({
  port,
  dbPath,
  outboxDir,
  synchronous,
  entry = '../src/index.ts',
  env = {},
}: {
  port: number;
  dbPath: string;
  outboxDir: string;
  synchronous: 'FULL' | 'NORMAL';
  /** The tracker's entry file; another checkout's `tracker/src/index.ts` for a reference run. */
  entry?: string;
  /** More of the tracker's environment (say, a CMS to read settings from). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  return startScript({
    script: entry,
    port,
    env: { ...benchTrackerEnv({ port, dbPath, outboxDir }), TRACKER_SQLITE_SYNCHRONOUS: synchronous, ...env },
  });
}

/** A benchmarked tracker's environment: production, its own files, no CMS, a limit it never trips. */
export function benchTrackerEnv({
  port,
  dbPath,
  outboxDir,
}: {
  port: number;
  dbPath: string;
  outboxDir: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    TRACKER_PORT: String(port),
    TRACKER_HOST: '127.0.0.1',
    TRACKER_DB_PATH: dbPath,
    TRACKER_OUTBOX_DIR: outboxDir,
    TRACKER_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    TRACKER_CMS_URL: 'http://127.0.0.1:4199',
    TRACKER_LOG_LEVEL: 'warn',
    // The limiter still runs on every request; it is only set so high that the benchmark never trips it.
    TRACKER_RATE_LIMIT_PER_MINUTE: '1000000000',
  };
}
