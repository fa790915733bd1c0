import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The counting rules run once, above the adapters (counted-store.ts): an adapter takes the shapes of what it
// persists from counting/records.ts and nothing else of counting/, so no rule can creep back into one store.

const adapterFolders = ['sqlite', 'mongo'].map((folder) => join(import.meta.dirname, folder));
const importPattern = /(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

describe('the store adapters', () => {
  it('import nothing of counting/ but its shared shapes (records.ts)', () => {
    const imports = adapterFolders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .flatMap((name) =>
          [...readFileSync(join(folder, name), 'utf8').matchAll(importPattern)].map((match) => ({
            file: name,
            from: match[1] ?? '',
          })),
        ),
    );
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.filter(({ from }) => from.includes('/counting/') && !from.endsWith('/counting/records.ts'))).toEqual(
      [],
    );
  });
});
