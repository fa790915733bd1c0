import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@seniorguide/cms',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests boot the built CMS; the global setup builds it first when the build is stale.
    globalSetup: ['./test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
