import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Lint and the typechecks are each one single-threaded process: run as many at once as the machine has cores,
// so on CI's two cores they take about half the time. Each check's output is held and printed whole when it
// ends, so two checks' lines never interleave.

/** `after`: the check starts only once this has settled (say, a build whose output it reads). */
export type Check = { stage: string; command: string; args: string[]; after?: Promise<unknown> };
export type CheckResult = { stage: string; ok: boolean };

export function runHeld({ stage, command, args }: Check, cwd: string): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      process.stdout.write(`\n▶ ${stage}\n${Buffer.concat(output).toString()}`);
      resolve({ stage, ok });
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs the checks, at most one per core at a time; answers their results in the order given. */
export async function runChecks(checks: Check[], cwd: string): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      await checks[index]!.after;
      results[index] = await runHeld(checks[index]!, cwd);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), checks.length)) }, lane));
  return results;
}
