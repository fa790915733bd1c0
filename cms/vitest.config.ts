import { defineProject } from 'vitest/config';
import { filesAtOnce } from '../vitest.workers.ts';

export default defineProject({
  test: {
    maxWorkers: filesAtOnce,
    name: '@seniorguide/cms',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests boot the built CMS; the global setup builds it first when the build is stale.
    globalSetup: ['./test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
