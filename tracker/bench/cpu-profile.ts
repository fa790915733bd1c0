import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startTracker } from './servers.ts';
import { benchCall, type BenchCall } from './bench-calls.ts';

// Where a tracker's CPU goes on one call: starts it with `--cpu-prof` (its main thread and writer thread each
// write a .cpuprofile into --out), warms it up, sends a fixed number of requests, stops it.
// `node bench/cpu-profile.ts --call track-visit|signup [--requests 20000] [--arrival] [--entry <index.ts>] --out <dir>`

const { values } = parseArgs({
  options: {
    call: { type: 'string', default: 'track-visit' },
    requests: { type: 'string', default: '20000' },
    arrival: { type: 'boolean', default: false },
    entry: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.out) throw new Error('--out <dir> is required');
const folder = mkdtempSync(join(tmpdir(), 'tracker-profile-'));
const server = await startTracker({
  port: 4151,
  dbPath: join(folder, 'profile.db'),
  outboxDir: join(folder, 'outbox'),
  synchronous: 'FULL',
  ...(values.entry ? { entry: resolve(values.entry) } : {}),
  env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(values.out)}` },
});
try {
  const call = benchCall(values.call as BenchCall, { arrival: values.arrival });
  await autocannon({ ...call(server.url), connections: 20, amount: 2_000 });
  await autocannon({ ...call(server.url), connections: 20, amount: Number(values.requests) });
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
