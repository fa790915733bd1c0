import { defineConfig } from 'vitest/config';

// One run covers every workspace; each folder is a project named after its package.json
// (`pnpm exec vitest run --project @seniorguide/tracker`). Playwright specs (*.spec.ts) are not vitest's.
export default defineConfig({
  test: {
    projects: ['packages/*', 'tracker', 'cms', 'site'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/e2e/**'],
  },
});
