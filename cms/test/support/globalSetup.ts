import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { withBuildLock } from '../../../scripts/lib/build-lock.ts';
import { cmsDir, nextBin, workspaceDir } from './paths.ts';

const buildInputs = [path.join(cmsDir, 'src'), path.join(cmsDir, 'next.config.mjs'), path.join(workspaceDir, 'packages', 'content')];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts'))
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

function isBuildStale(): boolean {
  const buildId = path.join(cmsDir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return buildInputs.some((input) => newestChange(input) > builtAt);
}

/**
 * The integration tests run the production server, so they need a build of the current sources.
 * The workspace's build lock keeps this build and the product's own build out of each other's .next.
 */
export default async function buildCmsWhenStale(): Promise<void> {
  await withBuildLock(buildWhenStale);
}

function buildWhenStale(): void {
  if (!isBuildStale()) return;
  console.log('[cms tests] building the CMS (next build), sources changed since the last build');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: cmsDir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${String(result.status)}`);
}
