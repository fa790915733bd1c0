// Runs Lighthouse (mobile, the default config) against a running visitor origin and prints the four
// category scores for each landing page and the not-found screen: the median of LIGHTHOUSE_RUNS runs (3).
//
//   cd site && CHROME_PATH=/usr/bin/chromium pnpm exec node scripts/lighthouse.ts [http://localhost:4321]
//
// Point it at the whole product (`pnpm start`), so the tracker answers the page's calls as in production.
// LIGHTHOUSE_PAGES (comma-separated paths) replaces the default list; LIGHTHOUSE_COOKIE (`name=value`) is sent
// with every request, for the dashboard signed in (its `payload-token`); LIGHTHOUSE_DETAIL=1 adds what held the
// main thread.
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../scripts/e2e/chromium.ts';

const siteUrl = process.argv[2] ?? process.env.LIGHTHOUSE_SITE_URL ?? 'http://localhost:4321';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const debuggingPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 4471);
// Lighthouse's own guidance: scores vary between runs, so report the median of several (by performance).
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ['/', '/v2', '/v3', '/404'];
const cookie = process.env.LIGHTHOUSE_COOKIE;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The same flags as the end-to-end specs' browser (this machine's closed network needs them).
const chromeFlags = ['--headless', ...chromiumArgs, `--remote-debugging-port=${debuggingPort}`, 'about:blank'];

async function waitForChrome(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`);
      if (answer.ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Chrome at ${chromePath} did not open its debugging port ${debuggingPort}`);
}

// LIGHTHOUSE_DETAIL=1: also what held the main thread (the scripts by boot-up time, the long tasks), to find
// where a page's Total Blocking Time comes from.
const showDetail = process.env.LIGHTHOUSE_DETAIL === '1';

function mainThreadDetail(audits: Record<string, { details?: unknown }>) {
  const items = (id: string): Record<string, unknown>[] => {
    const details = audits[id]?.details;
    const found = details && typeof details === 'object' && 'items' in details ? details.items : null;
    return Array.isArray(found) ? (found as Record<string, unknown>[]) : [];
  };
  const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : value);
  return {
    scripts: items('bootup-time')
      .slice(0, 6)
      .map((item) => ({ url: item.url, total: ms(item.total), scripting: ms(item.scripting) })),
    work: items('mainthread-work-breakdown').map((item) => `${String(item.groupLabel)}: ${ms(item.duration)} ms`),
    longTasks: items('long-tasks')
      .slice(0, 8)
      .map((item) => ({ url: item.url, startTime: ms(item.startTime), duration: ms(item.duration) })),
  };
}

const chrome = spawn(chromePath, chromeFlags, { stdio: 'ignore' });
try {
  await waitForChrome();
  const rows: Record<string, string | number>[] = [];
  for (const path of pages) {
    const runs = [];
    const errors: string[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      try {
        const outcome = await lighthouse(new URL(path, siteUrl).href, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          // The not-found screen is answered with status 404 on purpose; audit it anyway (SEO then marks
          // the status code, as it should for a page that does not exist).
          ignoreStatusCode: path === '/404' || path.startsWith('/no-such'),
        });
        if (outcome) runs.push(outcome);
      } catch (error) {
        // A page that moves on by itself can close the target mid-audit: that run is lost, not the whole table.
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = runs[Math.floor(runs.length / 2)];
    const row: Record<string, string | number> = { page: path };
    if (!result) {
      row.failing = errors[0] ?? 'no run';
      rows.push(row);
      console.log(row);
      continue;
    }
    // One page that Lighthouse could not load (NO_FCP on a saturated machine) is reported, not the end of the run.
    if (result.lhr.runtimeError) {
      row.failing = `${result.lhr.runtimeError.code}`;
      rows.push(row);
      console.log(row);
      continue;
    }
    for (const category of categories) row[category] = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    row.failing = failing.join(', ') || '-';
    row.LCP = result.lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    row.TBT = result.lhr.audits['total-blocking-time']?.displayValue ?? '';
    row.CLS = result.lhr.audits['cumulative-layout-shift']?.displayValue ?? '';
    if (showDetail) console.log(path, mainThreadDetail(result.lhr.audits));
    rows.push(row);
    // Each page as it is done, so a long run shows its progress and an aborted one keeps what it measured.
    console.log(row);
  }
  console.table(rows);
} finally {
  chrome.kill('SIGTERM');
}
