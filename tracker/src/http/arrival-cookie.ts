import { arrivalCookieName, type Arrival } from '@seniorguide/contracts';
import { decodeArrival } from '@seniorguide/funnel';
import { readCookie } from './cookies.ts';

/** The visit's arrival as the site's server recorded it on the first page; null without a usable cookie. */
export function readArrival(cookieHeader: string | undefined): Arrival | null {
  return decodeArrival(readCookie(cookieHeader, arrivalCookieName));
}
