import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { namedPaths } from './markdown-paths.ts';
import { repoFiles } from './repo-files.ts';
import { findStalePaths } from './stale-paths.ts';
import { baseFolders, fixedPart, resolveNamedPath } from './resolve-named-path.ts';

describe('namedPaths', () => {
  it('finds paths in inline code and relative links, and leaves routes, URLs, types and fenced blocks alone', () => {
    const markdown = [
      'Set in `scripts/lib/product.ts`; see [PRIVACY.md](../PRIVACY.md#tests) and `env.ts`.',
      'Not paths: `/api/waitlist`, `http://localhost:4321`, `application/json`, `npm test`, `.eml`, `--quick`.',
      '[a site](https://example.com) [a heading](#configuration)',
      '```',
      'packages/contracts/  never read',
      '```',
      'Globs keep their fixed part: `src/**/*.test.ts`, `.env.example`, `.ci/run`.',
    ].join('\n');
    expect(namedPaths(markdown).map(({ line, path: named, kind }) => `${line} ${kind} ${named}`)).toEqual([
      '1 code scripts/lib/product.ts',
      '1 code env.ts',
      '1 link ../PRIVACY.md',
      '2 code application/json',
      '3 link ',
      '7 code src/**/*.test.ts',
      '7 code .env.example',
      '7 code .ci/run',
    ]);
  });

  it('keeps the part of a path before its first wildcard or placeholder', () => {
    expect(fixedPart('src/**/*.test.ts')).toBe('src');
    expect(fixedPart('logs/<name>.log')).toBe('logs');
    expect(fixedPart('./tracker/src/')).toBe('tracker/src');
  });
});

describe('resolveNamedPath', () => {
  it('reads a path from the file’s own folder, each folder above it and its workspace’s src/', () => {
    expect(baseFolders(repoRoot, 'site/README.md')).toEqual([
      path.join(repoRoot, 'site'),
      path.join(repoRoot, 'site/src'),
      path.resolve(repoRoot),
    ]);
    expect(resolveNamedPath(repoRoot, 'docs/decisions.md', 'scripts/lib/product.ts')).toBe('scripts/lib/product.ts');
    expect(resolveNamedPath(repoRoot, 'docs/decisions.md', 'scripts/product.ts')).toBeNull();
  });
});

describe('findStalePaths', () => {
  it('reports a path that moved and a heading that is gone, and not a path that is there, ignored by git or named by its file name alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'markdown-paths-'));
    try {
      const files = ['docs/decisions.md', 'scripts/lib/product.ts', 'tracker/src/env.ts'];
      for (const file of files.slice(1)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), '');
      }
      mkdirSync(path.join(root, 'docs'));
      const markdown = [
        'Set by `scripts/product.ts`, now `scripts/lib/product.ts`; each reads `env.ts`; [gone](../scripts/start.ts).',
        '## Email and ports',
        '[here](#email-and-ports), [moved](decisions.md#deployment), [there](decisions.md#email-and-ports)',
        '[gone](#ports)',
      ].join('\n');
      writeFileSync(path.join(root, 'docs/decisions.md'), markdown);
      expect(findStalePaths(root, files)).toEqual([
        { file: 'docs/decisions.md', line: 1, named: 'scripts/product.ts' },
        { file: 'docs/decisions.md', line: 1, named: '../scripts/start.ts' },
        { file: 'docs/decisions.md', line: 3, named: 'decisions.md#deployment' },
        { file: 'docs/decisions.md', line: 4, named: '#ports' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the Markdown of the repository', () => {
  it('names only paths that exist', () => {
    const stale = findStalePaths(repoRoot, repoFiles());
    expect(stale.map(({ file, line, named }) => `${file}:${line}: ${named}`)).toEqual([]);
  });
});
