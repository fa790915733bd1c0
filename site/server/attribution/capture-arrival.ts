import { arrivalCookieMaxAgeSeconds, arrivalCookieName } from '@seniorguide/contracts';
import {
  aliasTableWith,
  decodeArrival,
  encodeArrival,
  nextArrival,
  readTouch,
  referrerDomainOf,
  touchHasValues,
  type TrafficSourceParams,
} from '@seniorguide/funnel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestCookie } from './request-cookie.ts';

// The first page of a visit records the tracking values of its URL and the domain that sent the visitor,
// on the server, before any page script runs: a first-party cookie that every /api call then carries to
// the tracker. Nothing depends on a page forwarding fields, and a cached page is answered as it was.
// Which touch is first and which last: nextArrival. Staff pages and the site's internal paths record nothing.

const staffOrInternal = /^\/(analytics|internal|api|_astro|assets|media)(\/|$)/;

/** Paths that are pages a visitor lands on (no file extension, nothing staff or internal). */
function isVisitorPage(pathname: string): boolean {
  return !staffOrInternal.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

export type ArrivalCapture = (request: IncomingMessage, response: ServerResponse) => void;

export function createArrivalCapture({
  secureCookies,
  trafficSources = () => [],
  onDropped = () => {},
}: {
  secureCookies: boolean;
  /** The traffic sources configured in the CMS, as the origin last read them. */
  trafficSources?: () => readonly TrafficSourceParams[];
  /** Called with how many values of a URL were refused by the contracts (too long, control characters, macros). */
  onDropped?: (count: number) => void;
}): ArrivalCapture {
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://site.invalid');
    } catch {
      return;
    }
    if (!isVisitorPage(url.pathname)) return;
    const referrerDomain = referrerDomainOf(request.headers.referer, request.headers.host);
    if (!url.search && !referrerDomain) return;
    const { touch, dropped } = readTouch(url.searchParams, {
      aliases: aliasTableWith(trafficSources()),
      referrerDomain,
    });
    if (dropped > 0) onDropped(dropped);
    if (!touchHasValues(touch)) return;
    const arrival = nextArrival(decodeArrival(readRequestCookie(request.headers.cookie, arrivalCookieName)), touch);
    const attributes = [
      'Path=/',
      `Max-Age=${arrivalCookieMaxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secureCookies ? ['Secure'] : []),
    ];
    response.appendHeader('set-cookie', `${arrivalCookieName}=${encodeArrival(arrival)}; ${attributes.join('; ')}`);
  };
}
