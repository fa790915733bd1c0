import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from './paths.ts';
import { loadOrCreateConsentSigningKey } from './consent-signing-key.ts';
import { loadOrCreateSecrets } from './secrets.ts';
import { startService, stopService, waitForHttp, type Service } from './processes.ts';

export type Ports = { site: number; tracker: number; cms: number };
export const defaultPorts: Ports = { site: 4321, tracker: 4000, cms: 3000 };

export type ProductConfig = {
  dataDir: string;
  ports: Ports;
  adminEmail: string;
  adminPassword: string;
  secrets: {
    payload: string;
    tracker: string;
    revalidate: string;
    postback: string;
    forwarded: string;
    experiment: string;
    preview: string;
  };
  extraEnv?: Partial<Record<'cms' | 'tracker' | 'site', Record<string, string>>>;
  quiet?: boolean;
  /** A folder that receives each process's output as `<name>.log`. */
  logDir?: string;
};

export type ProductUrls = { site: string; cms: string; tracker: string };

export function productConfig({
  dataDir,
  ports = defaultPorts,
  adminEmail = 'admin@example.com',
  quiet,
}: {
  dataDir: string;
  ports?: Ports;
  adminEmail?: string;
  quiet?: boolean;
}): ProductConfig {
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    dataDir,
    ports,
    adminEmail,
    adminPassword: secrets.adminPassword,
    secrets: {
      payload: secrets.payloadSecret,
      tracker: secrets.trackerSecret,
      revalidate: secrets.revalidateSecret,
      postback: secrets.postbackKey,
      forwarded: secrets.forwardedSecret,
      experiment: secrets.experimentSecret,
      preview: secrets.previewSecret,
    },
    quiet,
  };
}

const logFileOf = (config: ProductConfig, name: string) =>
  config.logDir ? path.join(config.logDir, `${name}.log`) : undefined;

export const urlsOf = ({ ports }: ProductConfig): ProductUrls => ({
  site: `http://localhost:${ports.site}`,
  cms: `http://localhost:${ports.cms}`,
  tracker: `http://127.0.0.1:${ports.tracker}`,
});

export function startCms(config: ProductConfig): Service {
  const urls = urlsOf(config);
  mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  return startService({
    name: 'cms',
    logFile: logFileOf(config, 'cms'),
    cwd: fromRoot('cms'),
    // The CMS's own server around Next.js (cms/server.ts): timeouts and method refusals like the site's.
    args: ['server.ts'],
    quiet: config.quiet,
    env: {
      DATABASE_URI: `file:${path.join(config.dataDir, 'cms.db')}`,
      PAYLOAD_SECRET: config.secrets.payload,
      CMS_PORT: String(config.ports.cms),
      CMS_SITE_URL: urls.site,
      CMS_PUBLIC_URL: urls.cms,
      CMS_PUBLIC_SITE_URL: urls.site,
      CMS_REVALIDATE_SECRET: config.secrets.revalidate,
      CMS_POSTBACK_READ_KEY: config.secrets.postback,
      // Signs the admin's preview links; the site verifies them with the same secret.
      CMS_PREVIEW_SECRET: config.secrets.preview,
      CMS_MEDIA_DIR: path.join(config.dataDir, 'media'),
      CMS_ADMIN_EMAIL: config.adminEmail,
      CMS_ADMIN_PASSWORD: config.adminPassword,
      ...config.extraEnv?.cms,
    },
  });
}

export function startTracker(config: ProductConfig): Service {
  const urls = urlsOf(config);
  return startService({
    name: 'tracker',
    logFile: logFileOf(config, 'tracker'),
    cwd: fromRoot('tracker'),
    args: ['src/index.ts'],
    quiet: config.quiet,
    env: {
      TRACKER_PORT: String(config.ports.tracker),
      TRACKER_HOST: '127.0.0.1',
      TRACKER_DB_PATH: path.join(config.dataDir, 'tracker.db'),
      TRACKER_CMS_URL: urls.cms,
      TRACKER_PUBLIC_URL: urls.site,
      TRACKER_OUTBOX_DIR: path.join(config.dataDir, 'outbox'),
      TRACKER_SECRET: config.secrets.tracker,
      TRACKER_CMS_POSTBACK_KEY: config.secrets.postback,
      // Only the site, which sends it, may tell the tracker a visitor's address (tracker/src/http/forwarded-secret.ts).
      TRACKER_FORWARDED_SECRET: config.secrets.forwarded,
      // Counts a visit or signup in a landing experiment only by the site's assignment signed with it.
      TRACKER_EXPERIMENT_SECRET: config.secrets.experiment,
      TRACKER_CONSENT_SIGNING_KEY: loadOrCreateConsentSigningKey(config.dataDir),
      ...config.extraEnv?.tracker,
    },
  });
}

/** A site's environment on `port`, talking to this product's CMS and tracker with its secrets. */
export function siteEnv(config: ProductConfig, port: number): Record<string, string> {
  const urls = urlsOf(config);
  return {
    SITE_PORT: String(port),
    SITE_HOST: '0.0.0.0',
    SITE_CMS_URL: urls.cms,
    SITE_TRACKER_URL: urls.tracker,
    SITE_REVALIDATE_SECRET: config.secrets.revalidate,
    SITE_TRACKER_FORWARDED_SECRET: config.secrets.forwarded,
    SITE_EXPERIMENT_SECRET: config.secrets.experiment,
    SITE_PREVIEW_SECRET: config.secrets.preview,
  };
}

export function startSite(config: ProductConfig): Service {
  return startService({
    name: 'site',
    logFile: logFileOf(config, 'site'),
    cwd: fromRoot('site'),
    args: ['server.ts'],
    quiet: config.quiet,
    env: { ...siteEnv(config, config.ports.site), ...config.extraEnv?.site },
  });
}

export type RunningProduct = { urls: ProductUrls; services: Service[]; stop: () => Promise<void> };

// Starts the CMS, the tracker and the site (already built) and resolves once each answers its health check.
export async function startProduct(config: ProductConfig): Promise<RunningProduct> {
  mkdirSync(config.dataDir, { recursive: true });
  if (config.logDir) mkdirSync(config.logDir, { recursive: true });
  const urls = urlsOf(config);
  const services = [startCms(config), startTracker(config), startSite(config)];
  const stop = async () => {
    await Promise.all(services.map((service) => stopService(service)));
  };
  const [cms, tracker, site] = services as [Service, Service, Service];
  try {
    await Promise.all([
      // The first CMS request runs migrations and seeds the content on a fresh data folder.
      waitForHttp(`${urls.cms}/api/globals/site-settings`, { service: cms, timeoutMs: 180_000 }),
      waitForHttp(`${urls.tracker}/api/health`, { service: tracker }),
      waitForHttp(`${urls.site}/api/health`, { service: site }),
    ]);
    await waitForHttp(`${urls.site}/`, { service: site });
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, services, stop };
}
