import { createHmac } from 'node:crypto';
import { callerKeyOf } from '../http/caller-key.ts';
import { directAffiliate } from '../counting/metrics.ts';
import type { ReviewCountIncrement, ReviewCountRead } from '../store/conversion-review.ts';
import { reviewLimits } from './review-signals.ts';

// What the scoring counts, and under which keys: each signup, per minute, in four bursts (its network, its
// placement, its network and agent, its sub id). Every key is a keyed hash (HMAC-SHA256 with TRACKER_SECRET under
// its own purpose, 128 bits kept), so the store never holds a network, a user agent or a tracking value in clear,
// and nobody without the secret can test a guess against it; every row carries the time it may be deleted. The
// conversion rates need no counts of their own: they read the dimension reports' (review-rates.ts).

const minuteMs = 60_000;

/** An IPv4 caller's /24, an IPv6 caller's /56 (the subscriber's share, as every per-address limit counts it). */
export function networkOf(ip: string | null): string {
  const caller = callerKeyOf(ip);
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(caller);
  return ipv4 ? `${ipv4[1]}.0/24` : caller;
}

/** The values a conversion is counted by; `subId` null for traffic without one. */
export type ReviewSubject = {
  network: string;
  userAgent: string;
  affiliateId: string;
  subId: string | null;
  device: string;
};

const rememberedKeys = 10_000;

export function createReviewKeys(secret: string) {
  const known = new Map<string, string>();
  // A busy placement hashes the same keys again and again: the last hashes are remembered (in this process
  // only, bounded, emptied when full).
  const keyOf = (...parts: string[]): string => {
    const plain = parts.join('\u0000');
    let hashed = known.get(plain);
    if (hashed === undefined) {
      hashed = createHmac('sha256', secret).update(`conversion-review:${plain}`).digest('base64url').slice(0, 22);
      if (known.size >= rememberedKeys) known.clear();
      known.set(plain, hashed);
    }
    return hashed;
  };
  const minuteOf = (at: number) => Math.floor(at / minuteMs);

  /** The bursts a signup counts in, in evidence order: network, placement, network and agent, sub id. */
  const burstKeys = ({ network, userAgent, affiliateId, subId, device }: ReviewSubject): string[] => [
    keyOf('network', network),
    keyOf('placement', affiliateId, subId ?? '', network, device),
    keyOf('network-agent', network, userAgent),
    ...(subId === null ? [] : [keyOf('sub-id', affiliateId, subId)]),
  ];

  return {
    affiliateOf: (affiliateId: string | null): string => affiliateId ?? directAffiliate,

    /** What a signup adds: one to each of its bursts' current minute. */
    signupIncrements(subject: ReviewSubject, at: number): ReviewCountIncrement[] {
      const bucket = minuteOf(at);
      return burstKeys(subject).map((key) => ({
        key,
        bucket,
        expiresAt: (bucket + 1 + reviewLimits.burstWindowMinutes) * minuteMs,
      }));
    },

    /** The reads of a conversion's bursts: each key over the window's minutes. */
    burstReads(subject: ReviewSubject, at: number): ReviewCountRead[] {
      const fromBucket = minuteOf(at) - (reviewLimits.burstWindowMinutes - 1);
      return burstKeys(subject).map((key) => ({ key, fromBucket }));
    },
  };
}

export type ReviewKeys = ReturnType<typeof createReviewKeys>;

/** The bursts of burstReads' sums; `own` (1 for a signup being scored, 0 for an acceptance) is the conversion itself. */
export function burstsOf(sums: readonly number[], { own, hasSubId }: { own: number; hasSubId: boolean }) {
  const [network = 0, placement = 0, networkAgent = 0, subId = 0] = sums;
  return {
    network: network + own,
    placement: placement + own,
    networkAgent: networkAgent + own,
    subId: hasSubId ? subId + own : 0,
  };
}
