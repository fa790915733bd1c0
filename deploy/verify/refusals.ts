import { spawn } from 'node:child_process';
import { expectThat, type Checklist } from './checklist.ts';

// A production start without its secret must stop at once with a message naming it, not run on a default.

type Attempt = { cwd: string; args: string[]; env: Record<string, string>; secretName: string; service: string };

/** Runs the command with exactly `env` (no inherited secrets) and resolves with its exit code and output. */
function runToExit({ cwd, args, env }: Attempt, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Every attempt runs, even after one failed; then the first failure is raised. */
export async function checkRefusals(checks: Checklist, attempts: Attempt[]): Promise<void> {
  let firstFailure: unknown = null;
  for (const attempt of attempts) {
    await checks
      .check(`${attempt.service} refuses to start in production without ${attempt.secretName}`, async () => {
        const { code, output } = await runToExit(attempt, 45_000);
        expectThat(
          code !== null && code !== 0,
          `${attempt.service} was still running after 45 s without ${attempt.secretName}`,
        );
        expectThat(
          output.includes(attempt.secretName),
          `${attempt.service} stopped without naming ${attempt.secretName}:\n${output.slice(-800)}`,
        );
      })
      .catch((error: unknown) => {
        firstFailure ??= error;
      });
  }
  if (firstFailure !== null) throw firstFailure;
}

export type { Attempt as RefusalAttempt };
