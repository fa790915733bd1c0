import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { foldersMissingFromReadme, foldersOf } from './where-things-live.ts';

// Every folder of the tracker's and the site's source is on its README's map and, for the tracker, on one of
// the floors the lint enforces (eslint.layers.js): a new folder fails here until it is placed on both.

const scratch: string[] = [];
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the "Where things live" tables', () => {
  it.each([
    ['tracker/src', 'tracker/README.md'],
    ['site/src', 'site/README.md'],
  ])('name every folder of %s in %s', (sourceDir, readme) => {
    expect(foldersMissingFromReadme({ sourceDir, readme })).toEqual([]);
  });

  it('name a folder only inside the section, so one mentioned elsewhere in the README is still missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'where-things-live-'));
    scratch.push(root);
    for (const folder of ['auth', 'jobs', 'store']) mkdirSync(path.join(root, 'src', folder), { recursive: true });
    const readme = path.join(root, 'README.md');
    writeFileSync(
      readme,
      [
        '# A workspace',
        '## Where things live',
        '| `src/auth/` | sign-in |',
        '| `src/store/` | the store |',
        '## Jobs',
        '`src/jobs/` runs them',
      ].join('\n'),
    );
    expect(foldersMissingFromReadme({ sourceDir: path.join(root, 'src'), readme })).toEqual(['jobs']);
  });
});

describe("the tracker's floors (eslint.layers.js)", () => {
  it('place every folder and source file of tracker/src on exactly one floor', async () => {
    const layers = (await import(pathToFileURL(path.join(repoRoot, 'eslint.layers.js')).href)) as {
      trackerFloors: string[][];
    };
    const placed = layers.trackerFloors.flat();
    const files = readdirSync(path.join(repoRoot, 'tracker/src')).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const parts = [...foldersOf('tracker/src'), ...files].sort();
    expect(parts.filter((part) => !placed.includes(part))).toEqual([]);
    expect(placed.filter((part) => !parts.includes(part))).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
  });
});
