import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { findCitations } from './reference-citations.ts';
import { repoFiles } from './repo-files.ts';

const codeFile = /\.(?:[cm]?[jt]sx?|astro|css|sh|ya?ml)$|(?:^|\/)(?:Dockerfile|Caddyfile|\.env\.example)$/;
const ownFiles = new Set(['scripts/repo/reference-citations.test.ts']);

describe('findCitations', () => {
  it('finds an issue cited by its number, in any spelling', () => {
    const source = [
      '// The consent ledger (issue 18): one record per signup.',
      '// Issue 13, finding 4: no oracle.',
      '// see #12',
      '// see issue #7',
    ].join('\n');
    expect(findCitations(source).map(({ line }) => line)).toEqual([1, 2, 4]);
  });

  it('finds a spec section cited by its number', () => {
    const source = [
      '// The calls of spec section 7.',
      '// Spec sections 2 and 4: the list flow.',
      "it('holds the 23 calls of spec section 7', () => {});",
      "// Section 3's promise, end to end.",
      '// with the alert texts of section 8.',
      '// Failures are only logged (section 8).',
      '// the rule of § 4.2',
      '// The retry is deliberately plain (spec section',
      '// 7): a bare request.',
      ' * see the spec,',
      ' * section 4.',
    ].join('\n');
    expect(findCitations(source).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11]);
  });

  it('leaves the Section 8 housing programme alone, and rules stated in words', () => {
    const source = [
      "// The Section 8 bonus button: disabled until the visitor's entry is known.",
      "const label = 'GET YOUR FREE SECTION 8 HOUSING GUIDE';",
      "cached('section 8 bonus', load);",
      "'Rent assistance, Section 8, home repair grants'",
      '// Every call of the API table answers errors in one envelope.',
      '// Two issues with the old design: leases and claims.',
      "// 6 s, not the spec's 5: a title and one sentence at an older reader's pace.",
    ].join('\n');
    expect(findCitations(source)).toEqual([]);
  });
});

function citationsIn(files: string[]): string[] {
  return files.flatMap((file) => {
    let source: string;
    try {
      source = readFileSync(path.join(repoRoot, file), 'utf8');
    } catch {
      return []; // deleted in the working tree, not yet committed
    }
    return findCitations(source).map(({ line, text }) => `${file}:${line}: ${text}`);
  });
}

describe('the repository', () => {
  it('has no comment or test name that points to an issue or a spec section by number', () => {
    expect(citationsIn(repoFiles().filter((file) => codeFile.test(file) && !ownFiles.has(file)))).toEqual([]);
  });

  it('has no document that points to an issue or a spec section by number', () => {
    expect(citationsIn(repoFiles().filter((file) => file.endsWith('.md')))).toEqual([]);
  });
});
