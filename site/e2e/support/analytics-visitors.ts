import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ApiRequest } from '@seniorguide/contracts';
import { buildApiRequest } from '../../src/lib/api.ts';
import { product } from './product.ts';

// Visitor activity for the dashboard specs, made through the real API on the visitor origin, one
// request context (own cookies, own address, own browser) per visitor, as the visitor pages make it.

export const humanUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const botUserAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let visitorNumber = 0;
const addressBase = Math.floor(Math.random() * 200) + 20;

/**
 * A distinct client address per visitor, sent as X-Forwarded-For: the e2e site trusts one proxy on
 * loopback (SITE_TRUST_PROXY) and passes that address on as the whole header, so each visitor is its own client, as in the field
 * (and the per-address signup limit applies per visitor, not to the whole spec).
 */
export function nextVisitorAddress(): string {
  visitorNumber += 1;
  return `10.${addressBase}.${Math.floor(visitorNumber / 250)}.${(visitorNumber % 250) + 1}`;
}

type RouteName =
  | 'trackVisit'
  | 'joinWaitlist'
  | 'markContinuedToOffers'
  | 'recordOfferAction'
  | 'completeOffers'
  | 'updateClientInfo'
  | 'trackDownload';

export type Visitor = {
  call: <Name extends RouteName>(name: Name, input: ApiRequest<Name>) => Promise<unknown>;
  dispose: () => Promise<void>;
};

/** `siteUrl`: the visitor origin to call; the shared product's unless a spec started a site of its own. */
export type VisitorOrigin = { siteUrl?: string };

export async function newVisitor({
  userAgent = humanUserAgent,
  siteUrl = product.siteUrl,
}: { userAgent?: string } & VisitorOrigin = {}): Promise<Visitor> {
  const context: APIRequestContext = await playwrightRequest.newContext({
    baseURL: siteUrl,
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
  });
  return {
    async call(name, input) {
      // The same method, path and JSON body the site's own API client sends.
      const { method, url, body } = buildApiRequest(name, input);
      const response = await context.fetch(url, {
        method,
        ...(body === undefined ? {} : { data: body, headers: { 'content-type': 'application/json' } }),
      });
      if (!response.ok()) throw new Error(`${name} ${url} answered ${response.status()}: ${await response.text()}`);
      return response.json();
    },
    dispose: () => context.dispose(),
  };
}

export type OfferAnswer = {
  offerId: string;
  name: string;
  page: number;
  action: 'accepted' | 'declined';
  times?: number;
};

export type Journey = {
  affiliateId: string;
  version: 1 | 2 | 3;
  /** How far the visitor went after signing up. */
  continues?: boolean;
  answers?: OfferAnswer[];
  reachesThankYou?: boolean;
  downloads?: boolean;
};

const landingPath = { 1: '/', 2: '/v2', 3: '/v3' } as const;

/** Landing visits without a signup. */
export async function visitLanding({
  affiliateId,
  version,
  count,
  userAgent,
  siteUrl,
}: { affiliateId: string; version: 1 | 2 | 3; count: number; userAgent?: string } & VisitorOrigin) {
  for (let index = 0; index < count; index += 1) {
    const visitor = await newVisitor({ userAgent, siteUrl });
    await visitor.call('trackVisit', { body: { page: landingPath[version], referrer: '', version, affiliateId } });
    await visitor.dispose();
  }
}

/** A signup (without its landing visit) and the steps after it. */
export async function signUpAndGo(
  { affiliateId, version, continues, answers = [], reachesThankYou, downloads }: Journey,
  email: string,
  origin: VisitorOrigin = {},
) {
  const visitor = await newVisitor(origin);
  const joined = await visitor.call('joinWaitlist', { body: { email, version, affiliateId } });
  const id = (joined as { entry: { id: number } }).entry.id;
  if (continues) await visitor.call('markContinuedToOffers', { params: { id }, body: {} });
  for (const answer of answers) {
    for (let time = 0; time < (answer.times ?? 1); time += 1) {
      await visitor.call('recordOfferAction', {
        params: { id },
        body: {
          action: answer.action,
          pageNumber: answer.page,
          offerId: answer.offerId,
          offerName: answer.name,
          timestamp: new Date().toISOString(),
        },
      });
    }
  }
  if (answers.length > 0) {
    const acceptedOffers = [
      ...new Set(answers.filter((answer) => answer.action === 'accepted').map((answer) => answer.offerId)),
    ];
    await visitor.call('completeOffers', {
      params: { id },
      body: { acceptedOffers, totalOffers: 7, completedAt: new Date().toISOString() },
    });
  }
  if (reachesThankYou) await visitor.call('updateClientInfo', { params: { id }, body: {} });
  if (downloads) await visitor.call('trackDownload', { params: { id } });
  await visitor.dispose();
}
