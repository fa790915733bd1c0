import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCmsProxy, type CmsProxy } from './cms-proxy.ts';
import { freePort } from './free-port.ts';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';
import { startSpecTracker, type SpecTracker } from './spec-tracker.ts';

// A tracker and a visitor origin of the spec's own whose postbacks go to a receiver on loopback. The shared
// CMS refuses loopback postback URLs (a production CMS must), so this tracker reads its postback settings from
// a stand-in in front of the CMS that answers them itself and passes every other call through unchanged; the
// tracker allows loopback targets (a test-only setting). Sign-in, content and offers still come from the CMS.

const forwardedSecret = 'postback-product-forwarded-secret-of-32-chars';

export type PostbackProduct = { siteUrl: string; outboxDir: string; stop: () => Promise<void> };

export async function startPostbackProduct({
  postbackSettings,
}: {
  postbackSettings: unknown;
}): Promise<PostbackProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-postbacks-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const [trackerPort, sitePort] = [await freePort(), await freePort()];
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
    cms = await startCmsProxy({
      cmsUrl: product.cmsUrl,
      answer: ({ url }) => (url.pathname === '/api/globals/postback-settings' ? postbackSettings : undefined),
    });
    tracker = await startSpecTracker({
      port: trackerPort,
      env: {
        NODE_ENV: 'test',
        TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
        TRACKER_OUTBOX_DIR: outboxDir,
        TRACKER_CMS_URL: cms.url,
        TRACKER_PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
        TRACKER_SECRET: 'postback-product-secret-of-32-characters-or-more',
        TRACKER_FORWARDED_SECRET: forwardedSecret,
        // Any key: the stand-in answers the postback settings itself.
        TRACKER_CMS_POSTBACK_KEY: 'postback-product-settings-key-of-32-characters',
        TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true',
        TRACKER_LOG_LEVEL: 'warn',
      },
    });
    site = await startSite({ port: sitePort, cmsUrl: product.cmsUrl, trackerUrl: tracker.url, forwardedSecret });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl: site.url, outboxDir, stop };
}
