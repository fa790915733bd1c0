// Named checks run in order; the first failure stops the walk, since later steps need earlier ones.

export type Checklist = {
  check(name: string, run: () => Promise<void> | void): Promise<void>;
  passed(): number;
  failed(): number;
};

export function createChecklist(write: (line: string) => void): Checklist {
  let passed = 0;
  let failed = 0;
  return {
    async check(name, run) {
      try {
        await run();
      } catch (error) {
        failed += 1;
        write(`  ✗ ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
      passed += 1;
      write(`  ✓ ${name}`);
    },
    passed: () => passed,
    failed: () => failed,
  };
}

export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
