import { readFileSync } from 'node:fs';
import path from 'node:path';
import { product } from './product.ts';
import { startStandInProduct } from './stand-in-product.ts';

// A site and tracker of a spec's own whose CMS reads (through a stand-in) give every flow the offer order the
// spec sets, and every published offer the same price (so "by earnings" has something to weigh: with no price
// every order earns nothing and the fixed one is kept), while the shared CMS keeps the fixed order and its own
// prices for every other spec. Every other call passes through.

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
  const since = new Date().toISOString();
  const offers = await pricedOffers();
  const { siteUrl, stop } = await startStandInProduct({
    name: 'offer-order',
    answer: ({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === '/api/globals/offer-order')
        return { sequential: mode, sequentialSince: since, list: mode, listSince: since };
      return isOffersRead(url) ? offers : undefined;
    },
    trackerEnv: { TRACKER_CMS_POSTBACK_KEY: trackerCmsKey() },
  });
  return { siteUrl, stop };
}
