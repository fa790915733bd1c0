import { defineConfig } from 'vitest/config';

// One run covers every workspace; each folder is a project named after its package.json
// (`pnpm exec vitest run --project @seniorguide/tracker`). Projects do not inherit this file's test options,
// so a workspace with Playwright specs (site, cms) keeps them out in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'tracker', 'cms', 'site', 'scripts'],
    // Vitest's default on two cores is one file at a time; every file's servers take free ports (the CMS's its
    // own fixed ones), so two at once are safe: the whole run went from about 400 s to 220 s, all passing.
    maxWorkers: 2,
  },
});
