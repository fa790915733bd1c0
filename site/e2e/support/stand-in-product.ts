import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCmsProxy, type CmsAnswer, type CmsProxy } from './cms-proxy.ts';
import { freePort } from './free-port.ts';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';
import { startSpecTracker, type SpecTracker } from './spec-tracker.ts';

// A site and tracker of a spec's own, with a data folder of their own, whose tracker reads the CMS through a
// stand-in that answers what the spec sets and passes every other call to the shared CMS. So a spec can change
// a setting (the offer order, an experiment, postback targets) without changing it for the specs beside it.

export type StandInProduct = {
  siteUrl: string;
  /** The tracker's data folder: its database and its outbox (`outbox/`). */
  dataDir: string;
  stop: () => Promise<void>;
};

export async function startStandInProduct({
  name,
  answer,
  trackerEnv = {},
  sitePort,
  siteReadsStandIn = false,
  experimentSecret,
}: {
  /** Names the data folder and the product's secrets (each at least 32 characters). */
  name: string;
  answer: CmsAnswer;
  /** More of the tracker's environment. */
  trackerEnv?: Record<string, string>;
  sitePort?: number;
  /** The site reads its content through the stand-in too (else straight from the shared CMS). */
  siteReadsStandIn?: boolean;
  /** Given to both, for a site that signs landing assignments the tracker verifies. */
  experimentSecret?: string;
}): Promise<StandInProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `seniorguide-${name}-`));
  const forwardedSecret = `${name}-product-forwarded-secret-of-32-chars`;
  const trackerPort = await freePort();
  const port = sitePort ?? (await freePort());
  let cms: CmsProxy | null = null;
  let tracker: SpecTracker | null = null;
  let site: StartedSite | null = null;
  const stop = async () => {
    await site?.stop();
    await tracker?.stop();
    await cms?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    cms = await startCmsProxy({ cmsUrl: product.cmsUrl, answer });
    tracker = await startSpecTracker({
      port: trackerPort,
      env: {
        NODE_ENV: 'test',
        TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
        TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
        TRACKER_CMS_URL: cms.url,
        TRACKER_PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRACKER_SECRET: `${name}-product-secret-of-32-characters-or-more`,
        TRACKER_FORWARDED_SECRET: forwardedSecret,
        ...(experimentSecret ? { TRACKER_EXPERIMENT_SECRET: experimentSecret } : {}),
        TRACKER_LOG_LEVEL: 'warn',
        ...trackerEnv,
      },
    });
    site = await startSite({
      port,
      cmsUrl: siteReadsStandIn ? cms.url : product.cmsUrl,
      trackerUrl: tracker.url,
      forwardedSecret,
      experimentSecret,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl: site.url, dataDir, stop };
}
