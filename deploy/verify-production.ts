// Verifies the production deployment as far as this machine allows (no Docker engine, no MongoDB):
// validates docker-compose.yml with the local compose CLI; rebuilds each image's contents outside Docker
// (deploy/verify/stage-images.ts); starts the three services from them with production settings on the
// embedded stores; puts Caddy with deploy/Caddyfile in front; walks the whole funnel through the edge;
// checks the CMS origin and the secret refusals; then stops everything it started.
//
//   pnpm exec node deploy/verify-production.ts [--reuse-stage] [--keep]
//
// --reuse-stage skips the rebuild when a previous run's staged images are still in the work folder;
// --keep leaves the work folder (staged images, data, Caddy state) in place. VERIFY_WORK_DIR picks the
// work folder (default: <tmp>/seniorguide-verify-production); VERIFY_INSTALL_PREFIX (for example
// "flock /tmp/pnpm.lock") wraps each pnpm install on a machine shared with other installs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopService, waitForHttp, type Service } from '../scripts/lib/processes.ts';
import { createChecklist } from './verify/checklist.ts';
import { startEdge } from './verify/edge.ts';
import { walkFunnel } from './verify/funnel-walk.ts';
import {
  edgeOrigins,
  startProductionCms,
  startProductionSite,
  startProductionTracker,
  type ProductionSetup,
  type VerifyPorts,
} from './verify/production-services.ts';
import { checkComposeFile } from './verify/config-checks.ts';
import { checkRefusals } from './verify/refusals.ts';
import { buildStage, imageStage, sizeOf, type ImageName } from './verify/stage-images.ts';

const ports: VerifyPorts = { tracker: 4701, site: 4702, cms: 4703, edgeSite: 4780, edgeCms: 4781, caddyAdmin: 4782 };
const refusalPort = 4704;
const images: ImageName[] = ['tracker', 'cms', 'site'];

const workDir = process.env.VERIFY_WORK_DIR ?? path.join(tmpdir(), 'seniorguide-verify-production');
const installPrefix = (process.env.VERIFY_INSTALL_PREFIX ?? '').split(' ').filter(Boolean);
const reuseStage = process.argv.includes('--reuse-stage');
const keep = process.argv.includes('--keep');
const log = (line: string) => console.log(line);
const secret = () => randomBytes(24).toString('hex');

function stageImages(): Record<ImageName, string> {
  const serviceDir = (name: ImageName) => path.join(workDir, `${name}-app`, name);
  if (reuseStage && images.every((name) => existsSync(serviceDir(name)))) {
    log(`› reusing the staged images in ${workDir}`);
  } else {
    mkdirSync(workDir, { recursive: true });
    const options = { workDir, installPrefix, log: (line: string) => log(`› ${line}`) };
    const buildDir = buildStage(options);
    for (const name of images) imageStage(name, buildDir, options);
    rmSync(buildDir, { recursive: true, force: true });
  }
  log('\nImage contents (/app, on top of the node:24 slim base image):');
  for (const name of images)
    log(`  ${name.padEnd(8)} ${(sizeOf(path.join(workDir, `${name}-app`)) / 1e6).toFixed(0)} MB`);
  return { tracker: serviceDir('tracker'), cms: serviceDir('cms'), site: serviceDir('site') };
}

async function main(): Promise<boolean> {
  const dirs = stageImages();
  const dataDir = path.join(workDir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const setup: ProductionSetup = {
    dirs,
    dataDir,
    ports,
    adminEmail: 'admin@example.com',
    secrets: {
      payload: secret(),
      tracker: secret(),
      revalidate: secret(),
      adminPassword: secret(),
      forwarded: secret(),
      experiment: secret(),
    },
  };
  const origins = edgeOrigins(ports);
  const services: Service[] = [];
  const checks = createChecklist(log);
  try {
    log('\nThe compose file:');
    await checkComposeFile(checks, workDir, log);
    log('\nStarting the production builds with NODE_ENV=production, then the edge:');
    await checks.check(
      'cms, tracker and site start from the staged images and answer their health checks',
      async () => {
        const cms = startProductionCms(setup);
        const tracker = startProductionTracker(setup);
        const site = startProductionSite(setup);
        services.push(cms, tracker, site);
        await Promise.all([
          waitForHttp(`http://127.0.0.1:${ports.cms}/api/globals/site-settings`, { service: cms, timeoutMs: 180_000 }),
          waitForHttp(`http://127.0.0.1:${ports.tracker}/api/ready`, { service: tracker }),
          waitForHttp(`http://127.0.0.1:${ports.site}/favicon.svg`, { service: site }),
        ]);
      },
    );
    await checks.check('Caddy runs deploy/Caddyfile in front of them', async () => {
      const edge = startEdge({
        ports,
        stateDir: path.join(workDir, 'caddy'),
        forwardedSecret: setup.secrets.forwarded,
      });
      services.push(edge);
      await waitForHttp(`${origins.site}/api/health`, { service: edge, timeoutMs: 20_000 });
    });
    log(`\nWalking the funnel through the edge (${origins.site}, CMS ${origins.cms}):`);
    await walkFunnel(checks, {
      origins,
      outboxDir: path.join(dataDir, 'outbox'),
      admin: { email: setup.adminEmail, password: setup.secrets.adminPassword },
    });
    log('\nSecrets:');
    const cmsRefusal = {
      cwd: dirs.cms,
      args: ['node_modules/next/dist/bin/next', 'start', '--port', String(refusalPort)],
      env: { NODE_ENV: 'production', DATABASE_URI: `file:${path.join(dataDir, 'refusal-cms.db')}` },
    };
    await checkRefusals(checks, [
      {
        service: 'tracker',
        secretName: 'TRACKER_SECRET',
        cwd: dirs.tracker,
        args: ['src/index.ts'],
        env: {
          NODE_ENV: 'production',
          TRACKER_PORT: String(refusalPort),
          TRACKER_DB_PATH: path.join(dataDir, 'refusal.db'),
        },
      },
      {
        service: 'cms',
        secretName: 'PAYLOAD_SECRET',
        ...cmsRefusal,
        env: { ...cmsRefusal.env, CMS_ADMIN_PASSWORD: secret() },
      },
      // A first admin with a known default password would be an open door on a fresh database.
      {
        service: 'cms',
        secretName: 'CMS_ADMIN_PASSWORD',
        ...cmsRefusal,
        env: { ...cmsRefusal.env, PAYLOAD_SECRET: secret() },
      },
    ]);
    return true;
  } catch {
    // The checklist has printed what failed.
    return false;
  } finally {
    await Promise.all(services.map((service) => stopService(service)));
    if (keep) log(`\nWork folder kept at ${workDir}`);
    log(`\n${checks.passed()} passed, ${checks.failed()} failed`);
    if (!keep) rmSync(workDir, { recursive: true, force: true });
  }
}

process.exit((await main()) ? 0 : 1);
