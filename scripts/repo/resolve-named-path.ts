import { existsSync } from 'node:fs';
import path from 'node:path';

const wildcard = /[*<>{}[\]…]/;

/** The part of a named path that must exist: up to the first wildcard or placeholder, without a trailing slash. */
export function fixedPart(named: string): string {
  const segments = named.replace(/^\.\//, '').split('/');
  const firstVariable = segments.findIndex((segment) => wildcard.test(segment));
  return segments
    .slice(0, firstVariable === -1 ? segments.length : firstVariable)
    .filter(Boolean)
    .join('/');
}

/**
 * The folders a path named in `markdownFile` may be written from: the file's own folder and each one above it
 * up to the root (a workspace README names `src/env.ts`, the root README `tracker/src/env.ts`), and the `src/` of
 * the workspace the file is in (the site's README names `dashboard/…` for `src/dashboard/…`).
 */
export function baseFolders(repoRoot: string, markdownFile: string): string[] {
  const root = path.resolve(repoRoot);
  const folders: string[] = [];
  for (let folder = path.dirname(path.join(root, markdownFile)); ; folder = path.dirname(folder)) {
    folders.push(folder);
    if (existsSync(path.join(folder, 'package.json')) && folder !== root) folders.push(path.join(folder, 'src'));
    if (folder === root || !folder.startsWith(root)) break;
  }
  return folders;
}

/** Where a named path is in the tree, relative to the root, or null when it is in none of the base folders. */
export function resolveNamedPath(repoRoot: string, markdownFile: string, named: string): string | null {
  const root = path.resolve(repoRoot);
  const fixed = fixedPart(named);
  if (fixed === '' || fixed === '..') return '';
  for (const folder of baseFolders(root, markdownFile)) {
    const full = path.join(folder, fixed);
    if (existsSync(full)) return path.relative(root, full);
  }
  return null;
}
