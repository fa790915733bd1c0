import { defineProject } from 'vitest/config';

// The scripts' own unit tests (e2e helpers such as the end-of-run privacy scan).
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.ts'] },
});
