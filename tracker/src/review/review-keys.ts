import { createHmac } from 'node:crypto';
import { callerKeyOf } from '../http/caller-key.ts';
import { directAffiliate } from '../counting/metrics.ts';
import type { ReviewCountIncrement, ReviewCountRead } from '../store/conversion-review.ts';
import { reviewLimits } from './review-signals.ts';

// What the scoring counts, and under which keys. Every key is a keyed hash (HMAC-SHA256 with TRACKER_SECRET
// under its own purpose, 128 bits kept), so the store never holds a network, a user agent or a tracking value
// in clear, and nobody without the secret can test a guess against it. Bursts are counted per minute over the
// last ten, rates per hour over the last 24; every row carries the time it may be deleted.

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** An IPv4 caller's /24, an IPv6 caller's /56 (the subscriber's share, as every per-address limit counts it). */
export function networkOf(ip: string | null): string {
  const caller = callerKeyOf(ip);
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(caller);
  return ipv4 ? `${ipv4[1]}.0/24` : caller;
}

/** The values a conversion is counted by; `subId` null for traffic without one. */
export type ReviewSubject = { network: string; userAgent: string; affiliateId: string; subId: string | null; device: string };

const rememberedKeys = 10_000;

export function createReviewKeys(secret: string) {
  const known = new Map<string, string>();
  // Visits hash the same few affiliate and sub id keys again and again: the last hashes are remembered
  // (in this process only, bounded, emptied when full).
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
  const hourOf = (at: number) => Math.floor(at / hourMs);
  const burst = (key: string, at: number): ReviewCountIncrement => ({ key, bucket: minuteOf(at), expiresAt: (minuteOf(at) + 1 + reviewLimits.burstWindowMinutes) * minuteMs });
  const rate = (key: string, at: number): ReviewCountIncrement => ({ key, bucket: hourOf(at), expiresAt: (hourOf(at) + 1 + reviewLimits.rateWindowHours) * hourMs });

  const burstKeys = ({ network, userAgent, affiliateId, subId, device }: ReviewSubject) => ({
    network: keyOf('network', network),
    networkAgent: keyOf('network-agent', network, userAgent),
    placement: keyOf('placement', affiliateId, subId ?? '', network, device),
    subId: subId === null ? null : keyOf('sub-id', affiliateId, subId),
  });
  const rateKeys = (affiliateId: string, subId: string | null) => ({
    affiliateVisits: keyOf('visits', affiliateId),
    affiliateSignups: keyOf('signups', affiliateId),
    subIdVisits: subId === null ? null : keyOf('visits-sub-id', affiliateId, subId),
    subIdSignups: subId === null ? null : keyOf('signups-sub-id', affiliateId, subId),
  });

  return {
    affiliateOf: (affiliateId: string | null): string => affiliateId ?? directAffiliate,

    /** What a signup adds: one to each of its bursts and to its affiliate's and sub id's signups. */
    signupIncrements(subject: ReviewSubject, at: number): ReviewCountIncrement[] {
      const bursts = burstKeys(subject);
      const rates = rateKeys(subject.affiliateId, subject.subId);
      return [
        ...[bursts.network, bursts.networkAgent, bursts.placement, bursts.subId].flatMap((key) => (key === null ? [] : [burst(key, at)])),
        ...[rates.affiliateSignups, rates.subIdSignups].flatMap((key) => (key === null ? [] : [rate(key, at)])),
      ];
    },

    /** What a visit adds: one to its affiliate's and sub id's visits. */
    visitIncrements(affiliateId: string, subId: string | null, at: number): ReviewCountIncrement[] {
      const rates = rateKeys(affiliateId, subId);
      return [rates.affiliateVisits, rates.subIdVisits].flatMap((key) => (key === null ? [] : [rate(key, at)]));
    },

    /** The reads a conversion's evidence needs, in a fixed order (see evidenceCounts). */
    reads(subject: ReviewSubject, at: number): ReviewCountRead[] {
      const bursts = burstKeys(subject);
      const rates = rateKeys(subject.affiliateId, subject.subId);
      const fromMinute = minuteOf(at) - (reviewLimits.burstWindowMinutes - 1);
      const fromHour = hourOf(at) - (reviewLimits.rateWindowHours - 1);
      return [
        { key: bursts.network, fromBucket: fromMinute },
        { key: bursts.placement, fromBucket: fromMinute },
        { key: bursts.networkAgent, fromBucket: fromMinute },
        { key: bursts.subId ?? '', fromBucket: fromMinute },
        { key: rates.affiliateVisits, fromBucket: fromHour },
        { key: rates.affiliateSignups, fromBucket: fromHour },
        { key: rates.subIdVisits ?? '', fromBucket: fromHour },
        { key: rates.subIdSignups ?? '', fromBucket: fromHour },
      ];
    },
  };
}

export type ReviewKeys = ReturnType<typeof createReviewKeys>;

/**
 * The counts of reads(), as the evidence holds them; `own` (1 for a signup being scored, 0 for an acceptance)
 * is added to the bursts and signups, which do not hold the conversion itself yet.
 */
export function evidenceCounts(sums: readonly number[], { own, hasSubId }: { own: number; hasSubId: boolean }) {
  const [network = 0, placement = 0, networkAgent = 0, subId = 0, affiliateVisits = 0, affiliateSignups = 0, subIdVisits = 0, subIdSignups = 0] = sums;
  return {
    bursts: { network: network + own, placement: placement + own, networkAgent: networkAgent + own, subId: hasSubId ? subId + own : 0 },
    rates: {
      affiliateVisits,
      affiliateSignups: affiliateSignups + own,
      subIdVisits: hasSubId ? subIdVisits : null,
      subIdSignups: hasSubId ? subIdSignups + own : null,
    },
  };
}
