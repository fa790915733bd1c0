import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A tracker process of a spec's own (its own SQLite file, outbox and settings), started from the sources.

const trackerEntry = fileURLToPath(new URL('../../../tracker/src/index.ts', import.meta.url));

export type SpecTracker = { url: string; stop: () => Promise<void> };

/** Polls the tracker's health until it answers; up to a minute, since a tracker strips its TypeScript at start. */
async function waitForTrackerHealth(
  url: string,
  exited: () => boolean,
  output: () => string,
  { withinMs = 60_000 }: { withinMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (exited()) throw new Error(`the spec's tracker exited:\n${output()}`);
    const answered = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`the spec's tracker at ${url} did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Starts `script` (the tracker's own entry unless named) with `env` on top of this process's, and waits for it. */
export async function startSpecTracker({
  port,
  env,
  script = trackerEntry,
}: {
  port: number;
  env: Record<string, string>;
  script?: string;
}): Promise<SpecTracker> {
  const tracker = spawn(process.execPath, [script], {
    env: { ...process.env, TRACKER_PORT: String(port), TRACKER_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  tracker.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  tracker.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = () => tracker.exitCode !== null || tracker.signalCode !== null;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve();
      tracker.once('exit', () => resolve());
      tracker.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForTrackerHealth(url, exited, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
