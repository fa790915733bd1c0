// The page benchmark: builds what changed, starts the product on free ports with a fresh data
// folder, and measures the visitor pages with wrk against a bare Node server that answers the same bytes
// precompressed (the physical reference), in alternating rounds; then a CMS publish in the middle of a run.
//
//   pnpm run bench:pages            (needs `wrk` on the PATH; BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS;
//                                    BENCH_PUBLISHES publishes, 1 by default; BENCH_ONLY=publish skips the pages,
//                                    BENCH_ONLY=api measures only /api/track-visit: through the site, direct, and
//                                    through a TCP relay and a bare Node forwarder, the references for any hop;
//                                    BENCH_ONLY=arms: only a content experiment's arm pages (with /v2 beside them);
//                                    BENCH_ONLY=flood: the site's CPU for made-up demo pages and Host headers
//                                    against as many answers from memory, lib/page-cache-flood.ts)
//
// Each page is also loaded at half the site's measured maximum (wrk paces each connection with a fixed delay
// before each request, with as many connections as that rate needs; latency is counted from the send), for
// the p99 a visitor sees short of saturation.
// The tracker runs with its rate limit out of the way for the /api comparison.
//
// On a shared machine absolute figures drift with the neighbours' load; compare the ratios to the reference.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll } from './build.ts';
import { e2ePorts } from './e2e/ports.ts';
import { armVisitors, startHeadlineTest } from './lib/bench-arm-pages.ts';
import { startForwarderReferences } from './lib/forwarder-references.ts';
import { benchPageCacheFlood } from './lib/page-cache-flood.ts';
import { productConfig, startProduct } from './lib/product.ts';
import { processCpuMs } from '../tracker/bench/process-cpu.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 1);
const onlyPublish = process.env.BENCH_ONLY === 'publish';
const onlyApi = process.env.BENCH_ONLY === 'api';
const onlyFlood = process.env.BENCH_ONLY === 'flood';
const onlyArms = process.env.BENCH_ONLY === 'arms';
const acceptEncoding = 'gzip, deflate, br, zstd';

type WrkResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
}

function runWrk(
  url: string,
  script?: string,
  {
    clients = connections,
    forSeconds = seconds,
    headers = {},
  }: { clients?: number; forSeconds?: number; headers?: Record<string, string> } = {},
): WrkResult {
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${clients}`,
      `-d${forSeconds}s`,
      '--latency',
      '-H',
      `Accept-Encoding: ${acceptEncoding}`,
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      ...(script ? ['-s', script] : []),
      url,
    ],
    {
      encoding: 'utf8',
    },
  );
  const latency = (percent: string) => toMs(new RegExp(`^\\s*${percent}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    errors,
  };
}

// The reference runs in its own process: wrk blocks this one while it measures.
const referenceServer = `
  const { createServer } = require('node:http');
  const body = require('node:fs').readFileSync(process.argv[1]);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length };
  if (process.argv[2]) headers['content-encoding'] = process.argv[2];
  const server = createServer((request, response) => response.writeHead(200, headers).end(body));
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

/** The reference: a bare Node server answering with the bytes the site sent, compressed as they came. */
async function startReference(
  siteUrl: string,
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; stop: () => void }> {
  const { raw, encoding } = await new Promise<{ raw: Buffer; encoding: string | undefined }>((resolve, reject) => {
    get(
      new URL(pagePath, siteUrl),
      { agent: false, headers: { ...headers, 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ raw: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
        response.on('error', reject);
      },
    ).on('error', reject);
  });
  const file = path.join(dataDir, 'reference-body');
  writeFileSync(file, raw);
  const child = spawn(process.execPath, ['-e', referenceServer, file, encoding ?? ''], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}${pagePath}`, stop: () => child.kill() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A wrk script that waits `pauseMs` before each request. */
function pacedScript(pauseMs: number): string {
  const file = path.join(dataDir, 'paced.lua');
  writeFileSync(file, `function delay() return ${pauseMs} end\n`);
  return file;
}

/**
 * The site at about `rate` requests a second, each connection pausing 10 ms before each request. wrk's
 * timers fire late and the answer's own time adds to the pause, so `connections` connections paced for the
 * rate reached only 60–70% of it; a 2 s probe tells how many a connection makes, and the run uses as many
 * connections as the rate needs.
 */
function runAtRate(url: string, rate: number, headers: Record<string, string> = {}): WrkResult {
  const pauseMs = 10;
  const probeClients = Math.max(1, Math.round((rate * pauseMs) / 1000));
  const probe = runWrk(url, pacedScript(pauseMs), { clients: probeClients, forSeconds: 2, headers });
  const perClient = probe.requestsPerSecond / probeClients;
  const clients = Math.min(2000, Math.max(1, Math.round(rate / (perClient || 1))));
  return runWrk(url, pacedScript(pauseMs), { clients, headers });
}

const trackVisitScript = () => {
  const file = path.join(dataDir, 'track-visit.lua');
  const body = JSON.stringify({
    page: '/',
    referrer: null,
    affiliateId: 'BENCH',
    subId: null,
    s1: null,
    s2: null,
    s3: null,
  });
  writeFileSync(file, `wrk.method = "POST"\nwrk.body = '${body}'\nwrk.headers["Content-Type"] = "application/json"\n`);
  return file;
};

/** CPU time a process has used so far, in µs; none for no process (the tracker direct has nothing in between). */
const cpuMicrosOf = (pid: number | undefined) => (pid === undefined ? 0 : processCpuMs(pid) * 1000);

type ApiTarget = { name: string; url: string; pid: number | undefined };
type ApiRun = WrkResult & { forwarderMicros: number; trackerMicros: number };

/**
 * POST /api/track-visit through the site's origin, to the tracker direct, and through the two references for
 * any hop in front of it (lib/forwarder-references.ts), in alternating rounds; with the CPU each call costs
 * the process in between and the tracker, which on two shared cores says more than req/s alone.
 */
async function benchApi(site: ApiTarget, tracker: ApiTarget) {
  const script = trackVisitScript();
  const references = await startForwarderReferences(tracker.url);
  const direct = { ...tracker, name: 'tracker direct', pid: undefined };
  const targets: ApiTarget[] = [site, direct, ...references];
  const results = new Map(targets.map((target) => [target, [] as ApiRun[]]));
  const measure = (target: ApiTarget): ApiRun => {
    const before = [cpuMicrosOf(target.pid), cpuMicrosOf(tracker.pid)];
    const result = runWrk(`${target.url}/api/track-visit`, script);
    const calls = result.requestsPerSecond * seconds || 1;
    return {
      ...result,
      forwarderMicros: (cpuMicrosOf(target.pid) - (before[0] ?? 0)) / calls,
      trackerMicros: (cpuMicrosOf(tracker.pid) - (before[1] ?? 0)) / calls,
    };
  };
  try {
    for (const target of targets) runWrk(`${target.url}/api/track-visit`, script);
    for (let round = 0; round < rounds; round += 1) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse())
        results.get(target)?.push(measure(target));
    }
  } finally {
    for (const reference of references) reference.stop();
  }
  const pick = (list: ApiRun[], key: keyof ApiRun) => median(list.map((result) => result[key]));
  const directPerSecond = pick(results.get(direct) ?? [], 'requestsPerSecond');
  console.log(`\nPOST /api/track-visit (${connections} connections, rate limit out of the way):`);
  console.log('| target | req/s | of direct | p50 | p99 | errors | CPU per call: in between | tracker |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [target, list] of results) {
    const perSecond = pick(list, 'requestsPerSecond');
    const between = target === direct ? '–' : `${pick(list, 'forwarderMicros').toFixed(0)} µs`;
    console.log(
      `| ${target.name} | ${perSecond.toFixed(0)} | ${((perSecond / directPerSecond) * 100).toFixed(1)}% | ${pick(list, 'p50Ms').toFixed(2)} ms | ${pick(list, 'p99Ms').toFixed(2)} ms | ${list.reduce((sum, result) => sum + result.errors, 0)} | ${between} | ${pick(list, 'trackerMicros').toFixed(0)} µs |`,
    );
  }
}

type PageTarget = { path: string; label?: string; headers?: Record<string, string> };

const pageTargets = (email: string): PageTarget[] =>
  ['/', '/v2', '/v3', '/offer-landing/hearing-aids', `/thank-you?email=${encodeURIComponent(email)}&id=1`].map(
    (path) => ({ path }),
  );

function printPagesHeader() {
  console.log(
    `\n${connections} connections, ${seconds} s per round, ${rounds} rounds alternating site/reference, Accept-Encoding: ${acceptEncoding}\n`,
  );
  console.log(
    '| page | site req/s | site p50 | site p99 | reference req/s | reference p50 | reference p99 | site/reference | errors | site p99 at half max (req/s reached) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
}

async function benchPages(siteUrl: string, targets: PageTarget[]) {
  for (const { path: target, label, headers = {} } of targets) {
    const reference = await startReference(siteUrl, target, headers);
    const site: WrkResult[] = [];
    const bare: WrkResult[] = [];
    const siteTarget = new URL(target, siteUrl).href;
    try {
      runWrk(siteTarget, undefined, { headers });
      for (let round = 0; round < rounds; round += 1) {
        site.push(runWrk(siteTarget, undefined, { headers }));
        bare.push(runWrk(reference.url));
      }
    } finally {
      reference.stop();
    }
    const pick = (results: WrkResult[], key: keyof WrkResult) => median(results.map((result) => result[key]));
    const ratio = pick(site, 'requestsPerSecond') / pick(bare, 'requestsPerSecond');
    const halfMax = runAtRate(siteTarget, pick(site, 'requestsPerSecond') / 2, headers);
    console.log(
      `| ${label ?? target.replace(/email=[^&]+/, 'email=…')} | ${pick(site, 'requestsPerSecond').toFixed(0)} | ${pick(site, 'p50Ms').toFixed(2)} ms | ${pick(site, 'p99Ms').toFixed(2)} ms | ${pick(bare, 'requestsPerSecond').toFixed(0)} | ${pick(bare, 'p50Ms').toFixed(2)} ms | ${pick(bare, 'p99Ms').toFixed(2)} ms | ${(ratio * 100).toFixed(1)}% | ${site.reduce((sum, result) => sum + result.errors, 0)} | ${halfMax.p99Ms.toFixed(2)} ms (${halfMax.requestsPerSecond.toFixed(0)}) |`,
    );
  }
}

/**
 * The pages of a content experiment's arms, after today's pages in the same run: a headline test on `/`, each
 * arm asked for with the cookie of a visitor who keeps it; `/v2` (in no experiment) again beside them.
 */
async function benchArmPages({ siteUrl, cmsUrl, token }: { siteUrl: string; cmsUrl: string; token: string }) {
  const test = await startHeadlineTest({ cmsUrl, token });
  try {
    const visitors = await armVisitors(siteUrl);
    await benchPages(siteUrl, [
      ...visitors.map(({ arm, cookie }) => ({
        path: '/',
        label: `\`/\` as arm ${arm} of a headline test (kept cookie)`,
        headers: { cookie },
      })),
      { path: '/v2', label: '`/v2` again, beside the arms' },
    ]);
  } finally {
    await test.stop();
  }
}

async function signInToCms(cmsUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`CMS sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

async function setTrustNote({
  cmsUrl,
  token,
  id,
  trustNote,
}: {
  cmsUrl: string;
  token: string;
  id: string;
  trustNote: string;
}) {
  const answer = await fetch(`${cmsUrl}/api/landing-variants/${id}?overrideLock=true`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ hero: { trustNote }, _status: 'published' }),
  });
  if (!answer.ok) throw new Error(`publishing failed: ${answer.status} ${await answer.text()}`);
}

/** A publish in the middle of a run: failed requests, and seconds until every answer has the new text. */
async function benchPublish({ siteUrl, cmsUrl, token }: { siteUrl: string; cmsUrl: string; token: string }) {
  const found = await fetch(`${cmsUrl}/api/landing-variants?where[version][equals]=1&depth=0`);
  const [variant] = ((await found.json()) as { docs: { id: string; hero: { trustNote: string } }[] }).docs;
  if (!variant) throw new Error('no published landing variant 1');
  const trustNote = `Sent within minutes (bench ${Date.now()})`;
  let isRunning = true;
  let requests = 0;
  let failures = 0;
  let lastOldAt = 0;
  let firstNewAt = 0;
  const client = async () => {
    while (isRunning) {
      try {
        const answer = await fetch(siteUrl, { headers: { 'accept-encoding': acceptEncoding } });
        const text = await answer.text();
        requests += 1;
        if (answer.status !== 200) failures += 1;
        else if (!text.includes(trustNote)) lastOldAt = Date.now();
        else firstNewAt ||= Date.now();
      } catch {
        failures += 1;
      }
    }
  };
  // When the CMS itself first serves the new text to a reader, to tell its share of the delay from the site's.
  let cmsNewAt = 0;
  const cmsProbe = async () => {
    while (isRunning && !cmsNewAt) {
      const answer = await fetch(
        `${cmsUrl}/api/landing-variants?depth=0&limit=20&where[_status][equals]=published`,
      ).then(
        (reply) => reply.text(),
        () => '',
      );
      if (answer.includes(trustNote)) cmsNewAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const clients = [...Array.from({ length: connections }, client), cmsProbe()];
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const publishedAt = Date.now();
  await setTrustNote({ cmsUrl, token, id: variant.id, trustNote });
  const publishAnsweredAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  isRunning = false;
  await Promise.all(clients);
  await setTrustNote({ cmsUrl, token, id: variant.id, trustNote: variant.hero.trustNote });
  console.log(`\nPublish under load (${connections} clients on /, publish at 2 s, 4 s after):`);
  console.log(`  requests ${requests}, failed ${failures}`);
  console.log(
    `  the CMS took ${((publishAnsweredAt - publishedAt) / 1000).toFixed(2)} s to answer the publish (its webhook to the site included)`,
  );
  console.log(
    `  the CMS's own REST read first had the new text ${cmsNewAt ? ((cmsNewAt - publishedAt) / 1000).toFixed(2) : 'never'} s after the publish started`,
  );
  console.log(
    `  first answer with the new text ${firstNewAt ? ((firstNewAt - publishedAt) / 1000).toFixed(2) : 'never'} s after the publish started`,
  );
  console.log(
    `  last answer with the old text ${((lastOldAt - publishedAt) / 1000).toFixed(2)} s after the publish started, ${((lastOldAt - publishAnsweredAt) / 1000).toFixed(2)} s after it was answered`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-bench-'));
await buildAll();
// Free ports picked the way the test runs pick them, so the bench can run beside `npm start` or the specs.
const config = {
  ...productConfig({ dataDir, ports: e2ePorts, quiet: true }),
  extraEnv: { tracker: { TRACKER_RATE_LIMIT_PER_MINUTE: '1000000000' } },
};
const product = await startProduct(config);
try {
  const siteUrl = product.urls.site.replace('localhost', '127.0.0.1');
  const trackerUrl = product.urls.tracker.replace('localhost', '127.0.0.1');
  const pidOf = (name: string) => product.services.find((service) => service.name === name)?.child.pid;
  const apiTargets = [
    { name: "through the site (today's forwarder)", url: siteUrl, pid: pidOf('site') },
    { name: 'tracker', url: trackerUrl, pid: pidOf('tracker') },
  ] as const;
  if (onlyApi) await benchApi(...apiTargets);
  else if (onlyFlood) await benchPageCacheFlood({ siteUrl, pid: pidOf('site') ?? 0 });
  else {
    const token = await signInToCms(product.urls.cms, config.adminEmail, config.adminPassword);
    if (!onlyPublish) {
      printPagesHeader();
      if (!onlyArms) await benchPages(siteUrl, pageTargets('bench.reader@example.com'));
      await benchArmPages({ siteUrl, cmsUrl: product.urls.cms, token });
      if (!onlyArms) await benchApi(...apiTargets);
    }
    // Without the pages part, each page is still asked for once, so a publish re-renders as many as it would.
    else
      for (const { path: target } of pageTargets('bench.reader@example.com'))
        await fetch(new URL(target, siteUrl)).then((answer) => answer.arrayBuffer());
    for (let publish = 0; publish < publishes; publish += 1)
      await benchPublish({ siteUrl, cmsUrl: product.urls.cms, token });
  }
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
