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

/** `only`: the names of the targets to build (every one when absent). */
export const buildAll = ({ force = false, only }: { force?: boolean; only?: string[] } = {}) =>
  withBuildLock(() => buildTargets(force, only));

function buildTargets(force: boolean, only: string[] | undefined) {
  for (const target of targets.filter(({ name }) => only === undefined || only.includes(name))) {
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
  // `node scripts/build.ts [--force] [cms] [site]`: the named targets, or every one.
  const names = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  await buildAll({ force: process.argv.includes('--force'), only: names.length > 0 ? names : undefined }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
