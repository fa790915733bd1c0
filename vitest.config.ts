import { defineConfig } from 'vitest/config';
import { filesAtOnce } from './vitest.workers.ts';

// One run covers every workspace; each folder is a project named after its package.json
// (`pnpm exec vitest run --project @seniorguide/tracker`). Projects do not inherit this file's test options,
// so a workspace with Playwright specs (site, cms) keeps them out in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'tracker', 'cms', 'site', 'scripts'],
    // Only for a run without projects; each project names the same count in its own config (vitest.workers.ts).
    maxWorkers: filesAtOnce,
  },
});
