import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCmsProxy, type CmsProxy } from './cms-proxy.ts';
import { freePort } from './free-port.ts';
import { product } from './product.ts';
import { startSite, type StartedSite } from './site-server.ts';
import { startSpecTracker, type SpecTracker } from './spec-tracker.ts';

// A site and tracker of a spec's own whose CMS reads (through a stand-in) give every flow the offer order the
// spec sets, and every published offer the same price (so "by earnings" has something to weigh: with no price
// every order earns nothing and the fixed one is kept), while the shared CMS keeps the fixed order and its own
// prices for every other spec. Every other call passes through.

const forwardedSecret = 'offer-order-product-forwarded-secret-of-32-chars';

export type OfferOrderMode = 'fixed' | 'earnings';

export type OfferOrderProduct = { siteUrl: string; stop: () => Promise<void> };

/** The tracker's key to the CMS, kept by the global setup in the shared data folder. */
export function trackerCmsKey(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through the root playwright.config.ts');
  const { postbackKey } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    postbackKey: string;
  };
  return postbackKey;
}

const offersPath = '/api/offers?depth=0&limit=100&where[_status][equals]=published';
const priceFrom = '2020-01-01T00:00:00.000Z';

/** The published offers as the CMS gives them, each priced at $10 an accepted offer since 2020. */
async function pricedOffers(): Promise<unknown> {
  const response = await fetch(`${product.cmsUrl}${offersPath}`, {
    headers: { authorization: `JWT ${product.adminToken}` },
  });
  if (!response.ok) throw new Error(`reading the offers failed: ${response.status}`);
  const listing = (await response.json()) as { docs: Record<string, unknown>[] };
  const prices = [{ effectiveFrom: priceFrom, currency: 'USD', perAcceptedOffer: 10 }];
  return { ...listing, docs: listing.docs.map((doc) => ({ ...doc, prices })) };
}

const isOffersRead = (url: URL) =>
  url.pathname === '/api/offers' && url.searchParams.get('where[_status][equals]') === 'published';

export async function startOfferOrderProduct({ mode }: { mode: OfferOrderMode }): Promise<OfferOrderProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seniorguide-offer-order-'));
  const since = new Date().toISOString();
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
    const offers = await pricedOffers();
    cms = await startCmsProxy({
      cmsUrl: product.cmsUrl,
      answer: ({ method, url }) => {
        if (method !== 'GET') return undefined;
        if (url.pathname === '/api/globals/offer-order')
          return { sequential: mode, sequentialSince: since, list: mode, listSince: since };
        return isOffersRead(url) ? offers : undefined;
      },
    });
    tracker = await startSpecTracker({
      port: trackerPort,
      env: {
        NODE_ENV: 'test',
        TRACKER_DB_PATH: path.join(dataDir, 'tracker.db'),
        TRACKER_OUTBOX_DIR: path.join(dataDir, 'outbox'),
        TRACKER_CMS_URL: cms.url,
        TRACKER_CMS_POSTBACK_KEY: trackerCmsKey(),
        TRACKER_PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
        TRACKER_SECRET: 'offer-order-product-secret-of-32-characters-or-more',
        TRACKER_FORWARDED_SECRET: forwardedSecret,
        TRACKER_LOG_LEVEL: 'warn',
      },
    });
    site = await startSite({ port: sitePort, cmsUrl: product.cmsUrl, trackerUrl: tracker.url, forwardedSecret });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl: site.url, stop };
}
