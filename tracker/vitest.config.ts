import { defineProject } from 'vitest/config';
import { filesAtOnce } from '../vitest.workers.ts';

export default defineProject({
  test: { name: '@seniorguide/tracker', maxWorkers: filesAtOnce },
});
