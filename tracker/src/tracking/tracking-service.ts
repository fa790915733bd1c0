import type { ApiParsedRequest } from '@seniorguide/contracts';
import { deviceClassOf } from '../counting/device-class.ts';
import { attributionOf } from '../counting/attribution.ts';
import type { Fact } from '../counting/facts.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Logger } from '../logger.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import { scrubPersonalData } from '../privacy/scrub-addresses.ts';
import type { CountersPort } from '../store/port.ts';
import type { Clock } from '../clock.ts';
import { versionOfPage, visitedPageOf } from '../counting/visited-page.ts';
import type { ExperimentTouchOf } from '../experiments/experiment-touch.ts';

// Anonymous tracking: page visits and downloads without an entry (the site sends each once per browser
// session), and browser error reports, which go to the log with email and IP addresses scrubbed from every field.

type SentTracking = ApiParsedRequest<'trackAnonymousDownload'>['body'] & Partial<Record<string, unknown>>;

/** A fact without an entry, credited to the visit's first touch (counting/attribution.ts). */
function anonymousFact({
  type,
  sent,
  version,
  at,
  client,
}: {
  type: Fact['type'];
  sent: SentTracking;
  version: number;
  at: number;
  client: ClientInfo;
}): Fact {
  const { tracking, campaign } = attributionOf({ sent, arrival: client.arrival });
  return {
    type,
    at,
    entryId: null,
    affiliateId: tracking.affiliateId,
    subId: tracking.subId,
    s1: tracking.s1,
    s2: tracking.s2,
    s3: tracking.s3,
    version,
    offerId: null,
    position: null,
    isBot: client.isBot,
    once: null,
    // Only the class is kept: no user agents in storage.
    device: deviceClassOf(client.userAgent),
    campaign,
  };
}

export function createTrackingService({
  store,
  clock,
  logger,
  logAddressRef,
  experimentTouchOf,
}: {
  store: CountersPort;
  clock: Clock;
  logger: Logger;
  logAddressRef: AddressHasher;
  /** Whether a visit of `/` counts in a landing experiment: from the site's signed assignment only. */
  experimentTouchOf: ExperimentTouchOf;
}) {
  return {
    /** A visit on any page: its path is kept (without the query) so reports tell landings from arrivals elsewhere. */
    async trackVisit(body: ApiParsedRequest<'trackVisit'>['body'], client: ClientInfo) {
      const version = body.version ?? versionOfPage(body.page);
      const page = visitedPageOf(body.page);
      // Only `/` is assigned by an experiment: /v2 and /v3 opened directly count outside it. The
      // body's `experiment` (sent by pages of before) is not believed: the signed assignment decides.
      const experiment =
        page === '/' ? await experimentTouchOf({ client, kind: 'visit', servedVersion: version }) : null;
      await store.recordFacts([
        {
          ...anonymousFact({ type: 'visit', sent: body, version, at: clock(), client }),
          page,
          ...(experiment ? { experiment } : {}),
        },
      ]);
    },

    /** An anonymous download has no landing version to go by; it is credited to version 1. */
    trackAnonymousDownload: (body: ApiParsedRequest<'trackAnonymousDownload'>['body'], client: ClientInfo) =>
      store.recordFacts([anonymousFact({ type: 'anonymous_download', sent: body, version: 1, at: clock(), client })]),

    logBrowserError(body: ApiParsedRequest<'logError'>['body'], client: ClientInfo): void {
      logger.warn(
        {
          browserError: {
            message: scrubPersonalData(body.message),
            stack: body.stack ? scrubPersonalData(body.stack) : null,
            url: scrubPersonalData(body.url),
            timestamp: body.timestamp,
            userAgent: scrubPersonalData(body.userAgent),
          },
          // Keyed: a plain hash of an IPv4 address is reversed by hashing all 2^32 of them.
          ipRef: logAddressRef(client.ip)?.slice(0, 12) ?? null,
        },
        'browser error',
      );
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
