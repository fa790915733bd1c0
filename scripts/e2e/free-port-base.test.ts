import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

// The e2e runs and the page benchmark pick three free ports in a child process (ports.ts): the child must print
// a base whose three ports were all free, and exit, even when a candidate's first port is taken.

const finder = fileURLToPath(new URL('./free-port-base.ts', import.meta.url));
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const listen = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
    servers.push(server);
  });

// Longer than the child's own 10 s limit, so a finder that hangs is killed by it, not left running.
it(
  'skips a base whose first port is taken, closes what it opened, and exits with the next free base',
  { timeout: 15_000 },
  async () => {
    const taken = 20000 + Math.floor(Math.random() * 20000);
    await listen(taken);
    const free = taken + 3;
    const printed = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [finder, String(taken), String(free)], { timeout: 10_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
    expect(Number(printed.trim())).toBe(free);
  },
);
