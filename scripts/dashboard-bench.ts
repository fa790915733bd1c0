// The dashboard's load at 10M events: seeds a tracker database with the counters of 10M synthetic events
// (tracker/bench/dashboard-seed.ts; kept in BENCH_DATA_DIR between runs), builds what changed, starts the product
// (CMS, tracker on SQLite, site, in their production configuration) on that data, signs the first admin in, and
// opens /analytics in Chromium over several rounds, timing from navigation to the signed-in report drawn (the
// report's figures in, nothing loading) and counting the /api calls until the panels below it have settled.
// With --reference <checkout>, a second site built from that checkout (its site/dist) is served beside this one
// against the same CMS and tracker, and the rounds alternate between the two, so a loaded machine slows both.
//
//   pnpm run bench:dashboard [--reference /path/to/checkout] [--rounds 9] [--events 10000000]
//
// BENCH_DATA_DIR (default /tmp/dashboard-bench-<events>): the product's data folder; its tracker.db is seeded once.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { buildAll } from './build.ts';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { e2ePorts } from './e2e/ports.ts';
import { fromRoot } from './lib/paths.ts';
import { startService, stopService, waitForHttp } from './lib/processes.ts';
import { productConfig, siteEnv, startProduct } from './lib/product.ts';

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    rounds: { type: 'string', default: '9' },
    events: { type: 'string', default: '10000000' },
  },
});
const rounds = Number(values.rounds);
const events = Number(values.events);
const dataDir = process.env.BENCH_DATA_DIR ?? `/tmp/dashboard-bench-${events}`;

type Sample = { ms: number; calls: number };

const percentile = (list: number[], share: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** One opening of /analytics in a fresh browser context signed in with the CMS token. */
async function openOnce(browser: Browser, siteUrl: string, token: string): Promise<Sample> {
  const context = await browser.newContext({ baseURL: siteUrl });
  await context.addCookies([{ name: 'payload-token', value: token, url: siteUrl }]);
  const page = await context.newPage();
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls += 1;
  });
  const started = performance.now();
  await page.goto('/analytics');
  await page.locator('[data-testid="report"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="report-status"]')?.textContent === '', null, {
    timeout: 60_000,
  });
  const ms = performance.now() - started;
  // The calls of the panels below the report too, until the page is quiet.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await context.close();
  return { ms, calls };
}

function summary(samples: Sample[]) {
  const times = samples.map((sample) => sample.ms);
  return {
    calls: percentile(
      samples.map((sample) => sample.calls),
      0.5,
    ),
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
  };
}

mkdirSync(dataDir, { recursive: true });
const databasePath = path.join(dataDir, 'tracker.db');
if (!existsSync(databasePath))
  execFileSync(process.execPath, ['bench/dashboard-seed.ts', databasePath, String(events)], {
    cwd: fromRoot('tracker'),
    stdio: 'inherit',
  });
await buildAll();
const config = productConfig({ dataDir, ports: e2ePorts, quiet: true });
const product = await startProduct(config);
const sites: { name: string; url: string }[] = [{ name: 'this checkout', url: product.urls.site }];
let referenceSite: ReturnType<typeof startService> | null = null;
try {
  if (values.reference) {
    const port = Number(
      execFileSync(process.execPath, [fromRoot('scripts/e2e/free-port-base.ts')], { encoding: 'utf8' }).trim(),
    );
    referenceSite = startService({
      name: 'reference site',
      cwd: path.join(values.reference, 'site'),
      args: ['server.ts'],
      quiet: true,
      env: siteEnv(config, port),
    });
    await waitForHttp(`http://localhost:${port}/api/health`, { service: referenceSite });
    sites.unshift({ name: `reference (${values.reference})`, url: `http://localhost:${port}` });
  }
  const login = await fetch(`${product.urls.cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  });
  if (!login.ok) throw new Error(`CMS sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const samples = sites.map(() => [] as Sample[]);
    // One warm-up opening each (the servers' first requests compile and fill caches), not counted.
    for (const site of sites) await openOnce(browser, site.url, token);
    for (let round = 1; round <= rounds; round += 1) {
      // Alternating which goes first, so neither always meets the other's leftovers.
      const order = round % 2 === 0 ? [...sites.keys()].reverse() : [...sites.keys()];
      for (const index of order) {
        const sample = await openOnce(browser, sites[index]?.url ?? '', token);
        samples[index]?.push(sample);
        console.log(`round ${round}, ${sites[index]?.name}: ${sample.ms.toFixed(0)} ms, ${sample.calls} calls`);
      }
    }
    console.log(`\n/analytics signed in, ${events.toLocaleString('en-US')} events' counters, ${rounds} rounds:`);
    const results = sites.map((site, index) => ({ site, ...summary(samples[index] ?? []) }));
    for (const { site, calls, median, p95 } of results)
      console.log(`${site.name}: ${calls} API calls, median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`);
    const [reference, current] = results;
    if (reference && current && results.length === 2)
      console.log(
        `this checkout / reference: median ${(current.median / reference.median).toFixed(2)}, p95 ${(current.p95 / reference.p95).toFixed(2)}`,
      );
  } finally {
    await browser.close();
  }
} finally {
  if (referenceSite) await stopService(referenceSite);
  await product.stop();
}
