import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchCall, type BenchCall } from './bench-calls.ts';
import { benchTrackerEnv } from './servers.ts';

// Instructions per request, counted by valgrind's callgrind, for comparing one code path: starts each tracker under
// callgrind with counting off, warms it up (V8 compiles the hot paths), counts only the measured requests (all
// threads: the main thread, the SQLite writer, V8's helpers and libuv's pool), and prints instructions per request.
// Not free of the machine's load: a request under callgrind takes about a hundred times longer, so what the
// tracker batches by time (group commits, rate-limit store updates) holds about one request per batch, as many
// as valgrind's share of the CPU allows (bench/README.md gives two runs of one tree 50% apart).
// About 50 times slower than a plain run: a few minutes per tracker and call.
// `node bench/instructions-per-request.ts [--reference <checkout>] [--call track-visit|signup] [--requests 1000]
// [--warm-up 3000] [--arrival] [--port 4171]` (each tracker takes the next port).

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    call: { type: 'string' },
    requests: { type: 'string', default: '1000' },
    'warm-up': { type: 'string', default: '3000' },
    arrival: { type: 'boolean', default: false },
    port: { type: 'string', default: '4171' },
  },
});
const calls: BenchCall[] = values.call ? [values.call as BenchCall] : ['track-visit', 'signup'];
const trees: [string, string][] = [['this', resolve(import.meta.dirname, '../src/index.ts')]];
if (values.reference) trees.push(['reference', resolve(values.reference, 'tracker/src/index.ts')]);

async function send(url: string, call: BenchCall, amount: number): Promise<number> {
  // Few connections and a long timeout: under callgrind a request takes a hundred times longer.
  const result = await autocannon({
    ...benchCall(call, { arrival: values.arrival })(url),
    connections: 4,
    amount,
    timeout: 120,
  });
  // Under callgrind a rare request can still time out; more than 1% would say something is wrong.
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > amount / 100)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${amount}`);
  if (failed > 0) console.log(`(${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return result.requests.total;
}

async function instructionsPerRequest(entry: string, call: BenchCall, port: number): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'tracker-callgrind-'));
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      '--instr-atstart=no',
      `--callgrind-out-file=${join(folder, 'callgrind.out')}`,
      process.execPath,
      entry,
    ],
    {
      env: {
        ...process.env,
        ...benchTrackerEnv({ port, dbPath: join(folder, 'tracker.db'), outboxDir: join(folder, 'outbox') }),
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, String(child.pid)]);
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (
        await fetch(`${url}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      if (attempt > 600) throw new Error(`${entry} did not start under valgrind`);
      await new Promise((done) => setTimeout(done, 1000));
    }
    await send(url, call, Number(values['warm-up']));
    control('-z');
    control('-i', 'on');
    const sent = await send(url, call, Number(values.requests));
    control('-i', 'off');
    control('-d');
    const dumps = readdirSync(folder).filter((name) => name.startsWith('callgrind.out'));
    const total = dumps
      .map((name) => /^totals: (\d+)/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1] ?? '0')
      .reduce((sum, figure) => sum + Number(figure), 0);
    return Math.round(total / sent);
  } finally {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
}

let port = Number(values.port);
for (const call of calls) {
  for (const [tree, entry] of trees) {
    const figure = await instructionsPerRequest(entry, call, port++);
    console.log(`${call} ${tree}: ${figure.toLocaleString('en-US')} instructions per request`);
  }
}
