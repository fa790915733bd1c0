import path from 'node:path';
import { startService, type Service } from '../../scripts/lib/processes.ts';

// The three services started the way their images start them (same working folder, same command, the
// environment docker-compose.yml gives them), except for the stores: the embedded SQLite files and the
// .eml outbox replace MongoDB and SMTP, which cannot run on this machine.

export type VerifyPorts = {
  tracker: number;
  cms: number;
  site: number;
  edgeSite: number;
  edgeCms: number;
  caddyAdmin: number;
};

export type VerifySecrets = {
  payload: string;
  tracker: string;
  revalidate: string;
  adminPassword: string;
  forwarded: string;
  experiment: string;
};

export type ServiceDirs = Record<'tracker' | 'cms' | 'site', string>;

export type ProductionSetup = {
  dirs: ServiceDirs;
  dataDir: string;
  ports: VerifyPorts;
  secrets: VerifySecrets;
  adminEmail: string;
};

export const edgeOrigins = (ports: VerifyPorts) => ({
  site: `http://localhost:${ports.edgeSite}`,
  cms: `http://localhost:${ports.edgeCms}`,
});

export function startProductionCms({ dirs, dataDir, ports, secrets, adminEmail }: ProductionSetup): Service {
  return startService({
    name: 'cms',
    cwd: dirs.cms,
    args: ['node_modules/next/dist/bin/next', 'start', '--port', String(ports.cms)],
    quiet: true,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URI: `file:${path.join(dataDir, 'cms.db')}`,
      PAYLOAD_SECRET: secrets.payload,
      CMS_ADMIN_EMAIL: adminEmail,
      CMS_ADMIN_PASSWORD: secrets.adminPassword,
      CMS_PUBLIC_URL: edgeOrigins(ports).cms,
      CMS_PUBLIC_SITE_URL: edgeOrigins(ports).site,
      CMS_SITE_URL: `http://127.0.0.1:${ports.site}`,
      CMS_REVALIDATE_SECRET: secrets.revalidate,
      CMS_MEDIA_DIR: path.join(dataDir, 'media'),
    },
  });
}

export function startProductionTracker(
  { dirs, dataDir, ports, secrets }: ProductionSetup,
  env: Record<string, string> = {},
): Service {
  return startService({
    name: 'tracker',
    cwd: dirs.tracker,
    args: ['src/index.ts'],
    quiet: true,
    env: {
      NODE_ENV: 'production',
      TRACKER_HOST: '127.0.0.1',
      TRACKER_PORT: String(ports.tracker),
      TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
      TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      TRACKER_SECRET: secrets.tracker,
      TRACKER_CMS_URL: `http://127.0.0.1:${ports.cms}`,
      TRACKER_PUBLIC_URL: edgeOrigins(ports).site,
      // Caddy runs on this machine here; in docker-compose the one hop is set as "1".
      TRACKER_TRUST_PROXY: 'loopback',
      TRACKER_FORWARDED_SECRET: secrets.forwarded,
      TRACKER_EXPERIMENT_SECRET: secrets.experiment,
      ...env,
    },
  });
}

export function startProductionSite({ dirs, ports, secrets }: ProductionSetup): Service {
  return startService({
    name: 'site',
    cwd: dirs.site,
    args: ['server.ts'],
    quiet: true,
    env: {
      NODE_ENV: 'production',
      SITE_HOST: '127.0.0.1',
      SITE_PORT: String(ports.site),
      SITE_CMS_URL: `http://127.0.0.1:${ports.cms}`,
      SITE_TRACKER_URL: `http://127.0.0.1:${ports.tracker}`,
      // Caddy on this machine is the one hop in front of the site, as in docker-compose.
      SITE_TRUST_PROXY: 'loopback',
      SITE_REVALIDATE_SECRET: secrets.revalidate,
      SITE_TRACKER_FORWARDED_SECRET: secrets.forwarded,
      SITE_EXPERIMENT_SECRET: secrets.experiment,
      // Visitors reach the site through the edge, as through SITE_DOMAIN in docker-compose.
      SITE_PUBLIC_ORIGINS: edgeOrigins(ports).site,
    },
  });
}
