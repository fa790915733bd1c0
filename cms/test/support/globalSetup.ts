import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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

const waitForOtherBuildMs = 5_000;
const maxAttempts = 60;

/**
 * The integration tests run the production server, so they need a build of the current sources.
 * The product's own build may be running at the same time; then wait for it and look again.
 */
export default async function buildCmsWhenStale(): Promise<void> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (!isBuildStale()) return;
    console.log('[cms tests] building the CMS (next build), sources changed since the last build');
    const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: cmsDir, encoding: 'utf8', env: process.env });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status === 0) return;
    if (!output.includes('Another next build process is already running')) {
      throw new Error(`next build failed with exit code ${String(result.status)}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, waitForOtherBuildMs));
  }
  throw new Error('Another next build of the CMS kept running for 5 minutes');
}
