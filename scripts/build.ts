// Builds the CMS and the site for production, skipping any whose inputs are unchanged since its last build.
import { spawnSync } from 'node:child_process';
import { fromRoot } from './lib/paths.ts';
import { hashInputs, isBuildCurrent, recordBuild } from './lib/build-cache.ts';
import { withBuildLock } from './lib/build-lock.ts';

type Target = { name: string; cwd: string; output: string; inputs: string[] };

const sharedInputs = ['packages', 'pnpm-lock.yaml', 'tsconfig.json'];
const targets: Target[] = [
  { name: 'cms', cwd: 'cms', output: 'cms/.next/BUILD_ID', inputs: ['cms', ...sharedInputs] },
  { name: 'site', cwd: 'site', output: 'site/dist/server/entry.mjs', inputs: ['site', ...sharedInputs] },
];

export const buildAll = ({ force = false } = {}) => withBuildLock(() => buildTargets(force));

function buildTargets(force: boolean) {
  for (const target of targets) {
    const digest = hashInputs(target.inputs);
    if (!force && isBuildCurrent(target.name, digest, target.output)) {
      console.log(`› ${target.name}: build is current`);
      continue;
    }
    console.log(`› building ${target.name}…`);
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: fromRoot(target.cwd), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${target.name} build failed (exit ${result.status})`);
    recordBuild(target.name, digest);
  }
}

if (import.meta.main) {
  await buildAll({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
