// The one test command: lint, typecheck, unit and integration tests (vitest), end-to-end specs in Chromium
// (Playwright). Runs every stage even when one fails, then prints one closing line: N passed, N failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/paths.ts';
import { ensureChromium } from './lib/ensure-chromium.ts';
import { ensureSpamAssassin } from './lib/ensure-spamassassin.ts';
import { runChecks, runHeld, type Check } from './lib/run-checks.ts';

// `failures` names what failed, for the summary at the end: a CI log is often read from its tail only.
type Tally = { stage: string; passed: number; failed: number; skipped: number; failures?: string[] };

const reports = mkdtempSync(path.join(tmpdir(), 'seniorguide-test-'));
const privacyScanFile = path.join(reports, 'privacy-scan.json');
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file: string): Record<string, unknown> | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

function typecheckEachWorkspace(): Check[] {
  const workspaces = ['packages/contracts', 'packages/funnel', 'packages/content', 'tracker', 'site'];
  return workspaces
    .filter((folder) => existsSync(path.join(repoRoot, folder, 'package.json')))
    .map((folder) => ({
      stage: `typecheck ${folder}`,
      command: 'pnpm',
      args: ['--dir', folder, 'run', '--if-present', 'typecheck'],
    }));
}

/**
 * The CMS's production build (scripts/build.ts), started beside lint and the typechecks: it keeps about one core
 * busy while they take the rest, and the vitest stage then finds it current instead of waiting for it. Only the
 * CMS: the site's build (seconds) would rewrite the types `astro check` reads. Its output is printed when it ends;
 * a failed build fails the vitest stage, whose set-up builds again.
 */
const buildCmsBesideChecks = () =>
  runHeld({ stage: 'build cms', command: 'pnpm', args: ['exec', 'node', 'scripts/build.ts', 'cms'] }, repoRoot);

/** Lint and every typecheck, side by side with the build; one test each. */
async function staticChecks(): Promise<Tally[]> {
  const built = buildCmsBesideChecks();
  const results = await runChecks(
    [
      // The slowest first, so the two lanes end together.
      ...typecheckEachWorkspace().reverse(),
      { stage: 'lint', command: 'pnpm', args: ['exec', 'eslint', '.'] },
      { stage: 'lint import cycles', command: 'pnpm', args: ['exec', 'node', 'scripts/repo/import-cycles.ts'] },
      { stage: 'lint formatting', command: 'pnpm', args: ['exec', 'prettier', '--check', '--log-level', 'warn', '.'] },
      { stage: 'typecheck scripts', command: 'pnpm', args: ['exec', 'tsc', '-p', 'scripts/tsconfig.json'] },
      { stage: 'typecheck deploy', command: 'pnpm', args: ['exec', 'tsc', '-p', 'deploy/tsconfig.json'] },
      // Its `next typegen` writes into cms/.next, which the build replaces: it waits for the build.
      { stage: 'typecheck cms', command: 'pnpm', args: ['--dir', 'cms', 'run', 'typecheck'], after: built },
    ],
    repoRoot,
  );
  await built;
  return results.map(({ stage, ok }) => ({ stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }));
}

function vitest(): Tally {
  ensureSpamAssassin();
  const file = path.join(reports, 'vitest.json');
  const status = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report) return { stage: 'vitest', passed: 0, failed: 1, skipped: 0 };
  const failed = count(report.numFailedTests) + (status !== 0 && count(report.numFailedTests) === 0 ? 1 : 0);
  return {
    stage: 'vitest',
    passed: count(report.numPassedTests),
    failed,
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
    failures: vitestFailures(report),
  };
}

type VitestFile = {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
};

/** Each failed test as "file › name: first line of the error", and a file that failed outside its tests. */
function vitestFailures(report: Record<string, unknown>): string[] {
  const files = Array.isArray(report.testResults) ? (report.testResults as VitestFile[]) : [];
  const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.slice(0, 200) ?? '';
  return files.flatMap((file) => {
    const name = path.relative(repoRoot, file.name ?? '?');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0) return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    return tests.map((test) => `${name} › ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function playwright(): Tally {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { stage: 'playwright', passed: 0, failed: 1, skipped: 0 };
  }
  const file = path.join(reports, 'playwright.json');
  const status = run('pnpm', ['exec', 'playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    E2E_PRIVACY_SCAN_REPORT: privacyScanFile,
  });
  const stats = readJson(file)?.stats as Record<string, unknown> | undefined;
  if (!stats) return { stage: 'playwright', passed: 0, failed: 1, skipped: 0 };
  const failed = count(stats.unexpected) + (status !== 0 && count(stats.unexpected) === 0 ? 1 : 0);
  return {
    stage: 'playwright',
    passed: count(stats.expected) + count(stats.flaky),
    failed,
    skipped: count(stats.skipped),
  };
}

/** The scan Playwright's global teardown made of the tracker's stores and the product's logs: one test. */
function privacyScan(): Tally {
  const report = readJson(privacyScanFile);
  const findings = Array.isArray(report?.findings) ? report.findings : null;
  if (findings === null) return { stage: 'privacy scan after e2e', passed: 0, failed: 1, skipped: 0 };
  if (findings.length > 0) console.error(`Personal data found after the end-to-end run:\n${findings.join('\n')}`);
  return {
    stage: 'privacy scan after e2e',
    passed: findings.length === 0 ? 1 : 0,
    failed: findings.length === 0 ? 0 : 1,
    skipped: 0,
  };
}

const tallies: Tally[] = [...(await staticChecks()), vitest(), playwright(), privacyScan()];

console.log('\nSummary');
for (const { stage, passed, failed, skipped, failures = [] } of tallies) {
  console.log(
    `  ${failed ? '✗' : '✓'} ${stage.padEnd(28)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  for (const failure of failures) console.log(`      ✗ ${failure}`);
}
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((total, tally) => total + tally[key], 0);
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(sum('failed') === 0 ? 0 : 1);
