import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headingAnchors } from './markdown-anchors.ts';
import { namedPaths } from './markdown-paths.ts';
import { baseFolders, fixedPart, resolveNamedPath } from './resolve-named-path.ts';

export type StalePath = { file: string; line: number; named: string };

// A file named without its folder (`env.ts`, `page-policy.ts`) is checked only when it is code or a document:
// a bare `photo.png`, `tracker.db` or `meta.json` in a sentence is an example or a download, not a place in the tree.
const codeOrDocument = /\.(?:[cm]?[jt]sx?|astro|css|md|ya?ml|sh)$/;
const anyExtension = /\.(?:[cm]?[jt]sx?|astro|css|json|md|ya?ml|sh|sql|pem|pdf|svg|png|html)$/;

/** The paths git ignores (data folders, builds, generated figures): named on purpose, absent from a fresh clone. */
function ignoredByGit(root: string, candidates: string[]): Set<string> {
  const inside = [...new Set(candidates)].filter((candidate) => candidate !== '' && !candidate.startsWith('..'));
  if (inside.length === 0) return new Set();
  try {
    const output = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: inside.join('\n'),
      encoding: 'utf8',
    });
    return new Set(output.split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit status 1: none is ignored
  }
}

/**
 * Every path a Markdown file of `files` names that is not in the tree, neither tracked nor ignored by git, and every
 * link to a heading of another Markdown file that it does not have.
 */
export function findStalePaths(root: string, files: string[]): StalePath[] {
  const inTree = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end += 1) inTree.add(parts.slice(0, end).join('/'));
  }
  const namedAnywhere = (fixed: string) =>
    inTree.has(fixed) || [...inTree].some((entry) => entry.endsWith(`/${fixed}`));
  const suspects: (StalePath & { candidates: string[] })[] = [];
  const stale: StalePath[] = [];

  for (const file of files.filter((name) => name.endsWith('.md') && existsSync(path.join(root, name)))) {
    for (const { line, path: named, kind, anchor } of namedPaths(readFileSync(path.join(root, file), 'utf8'))) {
      if (kind === 'link') {
        // A link is followed from the file's own folder, as a reader's browser does; its anchor names a heading.
        const target = named === '' ? file : path.normalize(path.join(path.dirname(file), named));
        if (!existsSync(path.join(root, target))) suspects.push({ file, line, named, candidates: [target] });
        else if (
          anchor &&
          target.endsWith('.md') &&
          !headingAnchors(readFileSync(path.join(root, target), 'utf8')).has(anchor)
        ) {
          stale.push({ file, line, named: `${named}#${anchor}` });
        }
        continue;
      }
      const folders = baseFolders(root, file);
      const isPackage =
        named.startsWith('@') || folders.some((folder) => existsSync(path.join(folder, 'node_modules', named)));
      if (isPackage) continue;
      if (resolveNamedPath(root, file, named) !== null) continue;
      const fixed = fixedPart(named);
      if (!named.includes('/') && !codeOrDocument.test(named)) continue;
      if (namedAnywhere(fixed)) continue;
      const firstSegment = fixed.split('/')[0] ?? '';
      const readsAsRepoPath =
        anyExtension.test(named) || folders.some((folder) => existsSync(path.join(folder, firstSegment)));
      if (!readsAsRepoPath) continue; // `application/json`, `Chrome/140.0.0.0`: not a place in the tree
      suspects.push({
        file,
        line,
        named,
        candidates: folders.map((folder) => path.relative(root, path.join(folder, fixed))),
      });
    }
  }
  const ignored = ignoredByGit(
    root,
    suspects.flatMap(({ candidates }) => candidates),
  );
  const missing = suspects
    .filter(({ candidates }) => !candidates.some((candidate) => ignored.has(candidate)))
    .map(({ file, line, named }) => ({ file, line, named }));
  return [...missing, ...stale];
}
