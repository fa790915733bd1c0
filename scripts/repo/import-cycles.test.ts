import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.ts';

// The cycle check on small trees written for each case: it must see a cycle made of type imports only, which
// the lint's own cycle rule does not read.

const folders: string[] = [];
function tree(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the import cycle check', () => {
  it('finds a cycle made of type imports only', async () => {
    const folder = tree({
      'entry.ts': "import type { Plan } from './plan.ts';\nexport type Entry = { plan: Plan };\n",
      'plan.ts': "import type { Entry } from './entry.ts';\nexport type Plan = { entries: Entry[] };\n",
    });
    const cycles = await findImportCycles([folder]);
    expect(cycles.map((cycle) => cycle.map((file) => path.basename(file)).sort())).toEqual([['entry.ts', 'plan.ts']]);
  }, 60_000);

  it('finds a cycle of value imports through a third file', async () => {
    const folder = tree({
      'a.ts': "import { c } from './c.ts';\nexport const a = () => c;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'c.ts': "import { b } from './b.ts';\nexport const c = () => b;\n",
    });
    expect(await findImportCycles([folder])).toHaveLength(1);
  }, 60_000);

  it('passes a tree whose imports only point one way', async () => {
    const folder = tree({
      'low.ts': 'export type Low = { id: number };\n',
      'middle.ts': "import type { Low } from './low.ts';\nexport const middle = (low: Low) => low.id;\n",
      'high.ts':
        "import { middle } from './middle.ts';\nimport type { Low } from './low.ts';\nexport const high = (low: Low) => middle(low);\n",
    });
    expect(await findImportCycles([folder])).toEqual([]);
  }, 60_000);
});
