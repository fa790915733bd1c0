import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from './paths.ts';

const skippedFolders = new Set(['node_modules', '.next', 'dist', '.astro', 'e2e', 'test-results', '.turbo']);
// Written by `next build` itself: hashing it would make the first build look stale to the next run.
const skippedFiles = new Set(['next-env.d.ts']);

function* walk(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    if (skippedFolders.has(name) || skippedFiles.has(name)) continue;
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

// A build is reused when the hash of every input file is what it was at the last good build.
export function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = fromRoot(input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? [...walk(full)] : [full];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (name: string) => fromRoot('.build-stamps', name);

export const isBuildCurrent = (name: string, digest: string, output: string) =>
  existsSync(fromRoot(output)) && existsSync(stampFile(name)) && readFileSync(stampFile(name), 'utf8') === digest;

export function recordBuild(name: string, digest: string) {
  mkdirSync(fromRoot('.build-stamps'), { recursive: true });
  writeFileSync(stampFile(name), digest);
}
