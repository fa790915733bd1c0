import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../../scripts/lib/paths.ts';

// Rebuilds, outside Docker, what each Dockerfile's final stage contains: a `build` copy of the sources
// with all dependencies builds the CMS and the site; then, per service, a copy with only production
// dependencies (`pnpm install --prod --filter-prod`) from which exactly the paths the Dockerfile COPYs
// are moved into `<service>-app`. Keep the lists below in step with cms/, site/ and tracker/Dockerfile.

export type ImageName = 'tracker' | 'cms' | 'site';

type ImageRecipe = {
  filter: string;
  /** Paths copied into the image from the production-dependency stage. */
  fromProdDeps: string[];
  /** Paths copied into the image from the build stage. */
  fromBuild: string[];
  workdir: string;
};

export const imageRecipes: Record<ImageName, ImageRecipe> = {
  tracker: {
    filter: '@seniorguide/tracker...',
    fromProdDeps: ['package.json', 'node_modules', 'packages/contracts', 'packages/funnel', 'tracker'],
    fromBuild: [],
    workdir: 'tracker',
  },
  cms: {
    filter: '@seniorguide/cms...',
    fromProdDeps: [
      'package.json',
      'node_modules',
      'packages/content',
      'cms/package.json',
      'cms/next.config.mjs',
      'cms/node_modules',
    ],
    fromBuild: ['cms/.next'],
    workdir: 'cms',
  },
  site: {
    filter: '@seniorguide/site...',
    fromProdDeps: [
      'package.json',
      'node_modules',
      'packages',
      'site/package.json',
      'site/server.ts',
      'site/server',
      'site/node_modules',
    ],
    fromBuild: ['site/dist'],
    workdir: 'site',
  },
};

export type StageOptions = {
  workDir: string;
  /** A command prefix for `pnpm install`, e.g. ['flock', '/tmp/pnpm.lock'] on a machine shared with other installs. */
  installPrefix: string[];
  log: (line: string) => void;
};

function run(command: string[], cwd: string): void {
  const [program, ...args] = command;
  if (!program) throw new Error('empty command');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true' };
  const result = spawnSync(program, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** The files Docker would send as build context: tracked and untracked ones, without git-ignored output. */
function copySources(target: string): void {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: fromRoot(),
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    cpSync(fromRoot(file), path.join(target, file), { force: true, errorOnExist: false, recursive: true });
  }
}

function install(dir: string, args: string[], options: StageOptions): void {
  run([...options.installPrefix, 'pnpm', 'install', '--offline', '--frozen-lockfile', ...args], dir);
}

/** Builds the CMS and the site once, as the Dockerfiles' `build` stages do. */
export function buildStage(options: StageOptions): string {
  const dir = path.join(options.workDir, 'build');
  rmSync(dir, { recursive: true, force: true });
  copySources(dir);
  options.log('installing all dependencies of the CMS and the site (build stage)');
  install(dir, ['--filter', imageRecipes.cms.filter, '--filter', imageRecipes.site.filter], options);
  for (const name of ['cms', 'site'] as const) {
    options.log(`building ${name}`);
    run(['pnpm', '--filter', `@seniorguide/${name}`, 'run', 'build'], dir);
  }
  return dir;
}

/** The final stage of one image, in `<workDir>/<name>-app`; returns the directory to run the service in. */
export function imageStage(
  name: ImageName,
  buildDir: string,
  options: StageOptions,
): { appDir: string; serviceDir: string } {
  const recipe = imageRecipes[name];
  const depsDir = path.join(options.workDir, `${name}-deps`);
  const appDir = path.join(options.workDir, `${name}-app`);
  for (const dir of [depsDir, appDir]) rmSync(dir, { recursive: true, force: true });
  copySources(depsDir);
  options.log(`installing production dependencies of ${name}`);
  install(depsDir, ['--prod', '--filter-prod', recipe.filter], options);
  // Moving whole folders keeps pnpm's relative symlinks pointing where they did.
  const place = (from: string, relative: string) => {
    mkdirSync(path.dirname(path.join(appDir, relative)), { recursive: true });
    renameSync(path.join(from, relative), path.join(appDir, relative));
  };
  for (const relative of recipe.fromProdDeps) place(depsDir, relative);
  for (const relative of recipe.fromBuild) place(buildDir, relative);
  rmSync(path.join(appDir, 'cms/.next/cache'), { recursive: true, force: true });
  rmSync(depsDir, { recursive: true, force: true });
  return { appDir, serviceDir: path.join(appDir, recipe.workdir) };
}

/** Bytes on disk of a staged image's /app (the base image comes on top). */
export function sizeOf(dir: string): number {
  const result = spawnSync('du', ['-sb', dir], { encoding: 'utf8' });
  return Number(result.stdout.split('\t')[0] ?? 0);
}
