import type { Arrival } from '@seniorguide/contracts';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { LANDING_ASSIGNMENT_COOKIE } from '@seniorguide/node-http';
import { readArrival } from './arrival-cookie.ts';
import { readCookie } from './cookies.ts';
import { landingTimeCookieName } from './landing-time-cookie.ts';

// Who is calling, as the services need it. `req.ip` honours X-Forwarded-For only from the trusted proxy
// (TRACKER_TRUST_PROXY, loopback by default: the site forwards /api from the same machine).

export type ClientInfo = {
  ip: string | null;
  userAgent: string | null;
  /** A request without a user agent is treated as a bot: every browser sends one. */
  isBot: boolean;
  /** The tracking values the site's server recorded on the visit's first page (its arrival cookie), if any. */
  arrival?: Arrival | null;
  /** The site's signed landing assignment cookie as sent; experiments/experiment-touch.ts verifies it. */
  landingAssignment?: string | null;
  /** The request carried an Accept-Language header; the conversion review (review/) notes its absence. */
  hasAcceptLanguage?: boolean;
  /** The tracker's landing-time cookie as sent (landing-time-cookie.ts); the conversion review verifies it. */
  landingCookie?: string | null;
};

const maxUserAgentLength = 500;

// isbot tests one long regular expression; visitors arrive with a few hundred distinct user agents, so
// the answers are remembered (a bounded map, emptied when full, so odd agents cannot grow it).
const knownAgents = new Map<string, boolean>();
const maxKnownAgents = 2000;

function isBotAgent(userAgent: string): boolean {
  let answer = knownAgents.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (knownAgents.size >= maxKnownAgents) knownAgents.clear();
    knownAgents.set(userAgent, answer);
  }
  return answer;
}

export function readClientInfo(req: Request): ClientInfo {
  const userAgent = req.get('user-agent')?.slice(0, maxUserAgentLength) || null;
  const cookies = req.get('cookie');
  return {
    ip: req.ip ?? null,
    userAgent,
    isBot: userAgent === null || isBotAgent(userAgent),
    arrival: readArrival(cookies),
    landingAssignment: readCookie(cookies, LANDING_ASSIGNMENT_COOKIE),
    hasAcceptLanguage: req.get('accept-language') !== undefined,
    landingCookie: readCookie(cookies, landingTimeCookieName),
  };
}
