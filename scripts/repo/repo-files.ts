import { execFileSync } from 'node:child_process';
import { repoRoot } from '../lib/paths.ts';

// Every file of the repository as a fresh clone would have it, plus new files not yet committed; nothing git
// ignores (installed packages, builds, data folders). Paths are relative to the root, with forward slashes.
export function repoFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter((file) => file !== '');
}
