import type { ApiParsedRequest } from '@seniorguide/contracts';
import { deviceClassOf } from '../counting/device-class.ts';
import { utmOf } from '../counting/dimension-counts.ts';
import type { Fact } from '../counting/facts.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Logger } from '../logger.ts';
import type { AddressHasher } from '../privacy/address-hash.ts';
import { scrubPersonalData } from '../privacy/scrub-addresses.ts';
import type { Store } from '../store/port.ts';
import type { Clock } from '../clock.ts';
import { versionOfPage, visitedPageOf } from '../counting/visited-page.ts';
import { toExperimentTouch } from '../experiments/experiment-touch.ts';

// Anonymous tracking: page visits and downloads without an entry (the site sends each once per browser
// session), and browser error reports, which go to the log with email and IP addresses scrubbed from every field.

type Tracking = { affiliateId: string | null; subId: string | null; s1: string | null; s2: string | null; s3: string | null };

function anonymousFact({ type, tracking, version, at, client }: { type: Fact['type']; tracking: Tracking; version: number; at: number; client: ClientInfo }): Fact {
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
    // Only the class is kept (issue 18: no user agents in storage).
    device: deviceClassOf(client.userAgent),
  };
}

export function createTrackingService({ store, clock, logger, logAddressRef }: { store: Store; clock: Clock; logger: Logger; logAddressRef: AddressHasher }) {
  return {
    /** A visit on any page: its path is kept (without the query) so reports tell landings from arrivals elsewhere. */
    trackVisit(body: ApiParsedRequest<'trackVisit'>['body'], client: ClientInfo) {
      const version = body.version ?? versionOfPage(body.page);
      const page = visitedPageOf(body.page);
      // Only `/` is assigned by an experiment: /v2 and /v3 opened directly count outside it (issue 17), and a
      // mark naming another version than the one shown is not believed.
      const isAssignedVisit = page === '/' && body.experiment?.version === version;
      return store.recordFacts([
        {
          ...anonymousFact({ type: 'visit', tracking: body, version, at: clock(), client }),
          page,
          utm: utmOf(body),
          ...(isAssignedVisit ? { experiment: toExperimentTouch(body.experiment) } : {}),
        },
      ]);
    },

    /** An anonymous download has no landing version to go by; it is credited to version 1. */
    trackAnonymousDownload: (body: ApiParsedRequest<'trackAnonymousDownload'>['body'], client: ClientInfo) =>
      store.recordFacts([anonymousFact({ type: 'anonymous_download', tracking: body, version: 1, at: clock(), client })]),

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
