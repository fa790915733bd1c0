import { defineProject } from 'vitest/config';
import { filesAtOnce } from '../vitest.workers.ts';

// Unit tests only: the Playwright specs in e2e/ run under playwright.config.ts at the root.
export default defineProject({
  test: {
    maxWorkers: filesAtOnce,
    name: '@seniorguide/site',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
