import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/e2e/chromium.ts';
import { e2ePorts } from './scripts/e2e/ports.ts';

// Specs live beside what they test: site/e2e (visitors, operators) and cms/e2e (marketers).
export default defineConfig({
  testDir: '.',
  testMatch: ['site/e2e/**/*.spec.ts', 'cms/e2e/**/*.spec.ts'],
  globalSetup: './scripts/e2e/global-setup.ts',
  // One folder per run: two runs on one machine must not delete each other's traces.
  outputDir: `test-results/${process.env.E2E_PORT_BASE}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${e2ePorts.site}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but not a screencast: filming
    // every test cost about a seventh of a run's CPU on 2 cores (measured), and the snapshots show each step.
    // CI keeps only the printed output, where a trace is never read: .ci/run turns it off (E2E_TRACE=off).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
});
