import { arrivalCookieName } from '@seniorguide/contracts';
import { emptyTouch, encodeArrival } from '@seniorguide/funnel';
import type { AutocannonOptions } from 'autocannon';

// The two calls the comparisons send, as a browser on the site sends them: `track-visit` and signup.

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const headers = { 'content-type': 'application/json', 'user-agent': browser };
// Traffic spread as a campaign's is: 20 affiliates, 10,000 sub ids, 100 placements in s1, so per-value counting
// (the dimension reports) meets new values as it would, not one hot row.
const spread = (n: number) => ({
  affiliateId: `aff-${n % 20}`,
  subId: `sub-${n % 10_000}`,
  s1: `place-${n % 100}`,
  s2: null,
  s3: null,
});

/** A browser's arrival cookie, spread like the bodies: 20 affiliates, 10,000 sub ids, a click id per visitor. */
const arrivalCookie = (n: number) => {
  const touch = {
    ...emptyTouch(),
    ...spread(n),
    utm_source: `source-${n % 10}`,
    utm_campaign: `campaign-${n % 50}`,
    s4: `slot-${n % 5}`,
    gclid: `gclid-${n}`,
  };
  return `${arrivalCookieName}=${encodeArrival({ first: touch, last: touch })}`;
};

export type BenchCall = 'track-visit' | 'signup';
export const benchCalls: readonly BenchCall[] = ['track-visit', 'signup'];

let counter = 0;

/**
 * The autocannon options of one call against a tracker's URL. With `arrival` every request carries the site's
 * arrival cookie (first touch: affiliate, sub ids, utm, a click id), as a real browser's does since the site
 * records it; a checkout without it ignores the cookie.
 */
export function benchCall(call: BenchCall, { arrival }: { arrival: boolean }): (url: string) => AutocannonOptions {
  const withArrival = (request: { headers?: Record<string, string> }, n: number) =>
    arrival ? { ...request, headers: { ...headers, cookie: arrivalCookie(n) } } : request;
  const body =
    call === 'track-visit'
      ? (n: number) => JSON.stringify({ page: '/', referrer: '', ...spread(n) })
      : (n: number) => JSON.stringify({ email: `bench-${Date.now()}-${n}@example.com`, ...spread(n), version: 1 });
  const path = call === 'track-visit' ? '/api/track-visit' : '/api/waitlist';
  return (url) => ({
    url,
    requests: [
      {
        method: 'POST',
        path,
        headers,
        setupRequest: (request) => {
          const n = counter++;
          return { ...withArrival(request, n), body: body(n) };
        },
      },
    ],
  });
}
