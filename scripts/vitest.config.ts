import { defineProject } from 'vitest/config';
import { filesAtOnce } from '../vitest.workers.ts';

// The scripts' own unit tests (e2e helpers such as the end-of-run privacy scan).
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.ts'], maxWorkers: filesAtOnce },
});
