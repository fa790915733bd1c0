// No import cycle in the product's code, type imports included: `madge` follows every import of the tracker,
// the site (its pages' modules and its Node server) and the packages, a workspace package by its name as well as
// a relative path, and fails on any cycle it finds. ESLint's `import-x/no-cycle` reads value imports one file
// at a time; this reads the whole graph at once, so a cycle through `import type` or across packages fails too.
// Run by the lint stage of `npm test`; alone: `pnpm exec node scripts/repo/import-cycles.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { repoRoot } from '../lib/paths.ts';

const packageDirs = readdirSync(path.join(repoRoot, 'packages')).filter((dir) =>
  existsSync(path.join(repoRoot, 'packages', dir, 'src', 'index.ts')),
);

/** Each workspace package's name → its source entry, so `@seniorguide/funnel` is followed like a relative import. */
const packagePaths = Object.fromEntries(
  packageDirs.map((dir) => {
    const { name } = JSON.parse(readFileSync(path.join(repoRoot, 'packages', dir, 'package.json'), 'utf8')) as {
      name: string;
    };
    return [name, [`packages/${dir}/src/index.ts`]];
  }),
);

export const cycleRoots = [
  'tracker/src',
  'site/src',
  'site/server',
  ...packageDirs.map((dir) => `packages/${dir}/src`),
];

/** Every import cycle under `roots` (folders relative to the repository's root, or absolute), as lists of files. */
export async function findImportCycles(roots: string[] = cycleRoots): Promise<string[][]> {
  const graph = await madge(
    roots.map((root) => path.resolve(repoRoot, root)),
    {
      baseDir: repoRoot,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: {
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          allowImportingTsExtensions: true,
          jsx: 'react-jsx',
          baseUrl: repoRoot,
          paths: packagePaths,
        },
      },
      // Type imports are imports: a cycle through them ties two files' meanings together all the same.
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  return graph.circular();
}

if (import.meta.main) {
  const started = performance.now();
  const cycles = await findImportCycles();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (cycles.length === 0) {
    console.log(`No import cycle in ${cycleRoots.join(', ')} (${seconds} s).`);
  } else {
    console.error(`${cycles.length} import cycle(s), type imports included (${seconds} s):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exitCode = 1;
  }
}
