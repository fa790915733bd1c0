import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export type Service = { name: string; child: ChildProcess };

export type StartServiceOptions = {
  name: string;
  cwd: string;
  args: string[];
  env: Record<string, string>;
  quiet?: boolean;
  /** Every output line is also appended here (the end-of-run privacy scan reads it). */
  logFile?: string;
};

// Each service runs on the same Node as this script (Node 24 through pnpm).
export function startService({ name, cwd, args, env, quiet, logFile }: StartServiceOptions): Service {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    // Written synchronously: the file is complete the moment the process has exited.
    if (logFile) appendFileSync(logFile, chunk);
    if (quiet) return;
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  return { name, child };
}

export function stopService({ child }: Service, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function waitForHttp(
  url: string,
  { timeoutMs = 120_000, service }: { timeoutMs?: number; service?: Service } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode} before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
