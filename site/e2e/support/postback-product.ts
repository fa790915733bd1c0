import path from 'node:path';
import { startStandInProduct } from './stand-in-product.ts';

// A tracker and a visitor origin of the spec's own whose postbacks go to a receiver on loopback. The shared
// CMS refuses loopback postback URLs (a production CMS must), so this tracker reads its postback settings from
// a stand-in in front of the CMS that answers them itself and passes every other call through unchanged; the
// tracker allows loopback targets (a test-only setting). Sign-in, content and offers still come from the CMS.

export type PostbackProduct = { siteUrl: string; outboxDir: string; stop: () => Promise<void> };

export async function startPostbackProduct({
  postbackSettings,
}: {
  postbackSettings: unknown;
}): Promise<PostbackProduct> {
  const { siteUrl, dataDir, stop } = await startStandInProduct({
    name: 'postback',
    answer: ({ url }) => (url.pathname === '/api/globals/postback-settings' ? postbackSettings : undefined),
    trackerEnv: {
      // Any key: the stand-in answers the postback settings itself.
      TRACKER_CMS_POSTBACK_KEY: 'postback-product-settings-key-of-32-characters',
      TRACKER_POSTBACK_ALLOW_LOOPBACK: 'true',
    },
  });
  return { siteUrl, outboxDir: path.join(dataDir, 'outbox'), stop };
}
