import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.ts';

// A workspace README's "Where things live" is the map a newcomer reads first: each folder of the source tree
// must be on it, named as `src/<folder>/`, or the map silently leaves a part of the code out.

/** The folders directly under `sourceDir` (absolute, or relative to the repository's root). */
export function foldersOf(sourceDir: string): string[] {
  return readdirSync(path.resolve(repoRoot, sourceDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The text of the "Where things live" section: from its heading to the next heading of the same level. */
export function whereThingsLive(markdown: string): string {
  const start = markdown.search(/^## Where things live\s*$/m);
  if (start === -1) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The folders of `sourceDir` the README's "Where things live" does not name as `src/<folder>/`. */
export function foldersMissingFromReadme({ sourceDir, readme }: { sourceDir: string; readme: string }): string[] {
  const section = whereThingsLive(readFileSync(path.resolve(repoRoot, readme), 'utf8'));
  return foldersOf(sourceDir).filter((folder) => !section.includes(`src/${folder}/`));
}
