import type { ConversionReviewReason } from '@seniorguide/contracts';
import type { ConversionHold } from '../counting/conversion-hold.ts';

// The conversion review's scoring: simple signals, each with a weight; a conversion's score is the sum of the
// weights of the signals it shows, at most 100, and it is held when the score reaches the marketer's threshold
// (the CMS's Postbacks global, "Hold conversions scoring at least"). No single soft signal reaches 50 alone;
// two do, and an automation agent or a held signup always does. Documented in tracker/README.md
// ("Held conversions"), whose table these constants are.

export const reviewWeights: Record<ConversionReviewReason, number> = {
  instant_signup: 40,
  no_landing: 20,
  instant_accept: 40,
  automation_agent: 60,
  no_accept_language: 20,
  network_burst: 30,
  placement_burst: 40,
  repeated_agent: 25,
  sub_id_burst: 15,
  sub_id_rate: 25,
  signup_held: 100,
};

/** The limits the signals compare with. */
export const reviewLimits = {
  /** A signup this soon after the session's first page is faster than a person reads it and types an address. */
  instantSignupSeconds: 3,
  /** An acceptance this soon after the offer was shown (the entry's previous call) is faster than a person reads it. */
  instantAcceptSeconds: 2,
  /** The window of the bursts: signups counted over the last ten minutes, this one included. */
  burstWindowMinutes: 10,
  /** Signups from one network (an IPv4 /24, an IPv6 /56). */
  networkBurst: 5,
  /** Signups of one affiliate and sub id from one network and device class. */
  placementBurst: 3,
  /** Signups with one user agent, to the character, from one network. */
  repeatedAgent: 3,
  /** Signups of one affiliate and sub id, from anywhere. */
  subIdBurst: 20,
  /** The window of the conversion rates: visits and signups of the last 24 hours. */
  rateWindowHours: 24,
  /** A sub id needs this many signups in the window before its rate is judged. */
  subIdRateMinSignups: 5,
  /** Its signups per visit must be at least this many times its affiliate's … */
  subIdRateFactor: 3,
  /** … and at least this much above it (0.2 = 20 points). */
  subIdRateMargin: 0.2,
} as const;

/** Everything the scoring looks at for one conversion. Counts include the conversion itself. */
export type ReviewEvidence = {
  kind: 'signup' | 'offer';
  /** Seconds from the session's landing (signup) or the offer shown (acceptance); null when unknown. */
  secondsSinceShown: number | null;
  automationAgent: boolean;
  hasAcceptLanguage: boolean;
  bursts: { network: number; placement: number; networkAgent: number; subId: number };
  /** Over the rate window; the sub id's are null for traffic without one. */
  rates: { affiliateVisits: number; affiliateSignups: number; subIdVisits: number | null; subIdSignups: number | null };
  /** The entry's signup is held or was rejected (acceptances only). */
  signupHeld: boolean;
};

function subIdRateIsOff({
  affiliateVisits,
  affiliateSignups,
  subIdVisits,
  subIdSignups,
}: ReviewEvidence['rates']): boolean {
  if (subIdVisits === null || subIdSignups === null || subIdSignups < reviewLimits.subIdRateMinSignups) return false;
  const subIdRate = subIdSignups / Math.max(subIdVisits, 1);
  const affiliateRate = affiliateSignups / Math.max(affiliateVisits, 1);
  return (
    subIdRate >= affiliateRate * reviewLimits.subIdRateFactor &&
    subIdRate >= affiliateRate + reviewLimits.subIdRateMargin
  );
}

/** The signals a conversion shows, in the order of reviewWeights. */
export function reasonsOf(evidence: ReviewEvidence): ConversionReviewReason[] {
  const { kind, secondsSinceShown, bursts } = evidence;
  const shown: Record<ConversionReviewReason, boolean> = {
    instant_signup:
      kind === 'signup' && secondsSinceShown !== null && secondsSinceShown < reviewLimits.instantSignupSeconds,
    no_landing: kind === 'signup' && secondsSinceShown === null,
    instant_accept:
      kind === 'offer' && secondsSinceShown !== null && secondsSinceShown < reviewLimits.instantAcceptSeconds,
    automation_agent: evidence.automationAgent,
    no_accept_language: !evidence.hasAcceptLanguage,
    network_burst: bursts.network >= reviewLimits.networkBurst,
    placement_burst: bursts.placement >= reviewLimits.placementBurst,
    repeated_agent: bursts.networkAgent >= reviewLimits.repeatedAgent,
    sub_id_burst: bursts.subId >= reviewLimits.subIdBurst,
    sub_id_rate: subIdRateIsOff(evidence.rates),
    signup_held: kind === 'offer' && evidence.signupHeld,
  };
  return (Object.keys(reviewWeights) as ConversionReviewReason[]).filter((reason) => shown[reason]);
}

/** The score and reasons of a conversion (0 and none when it shows no signal). */
export function scoreConversion(evidence: ReviewEvidence): ConversionHold {
  const reasons = reasonsOf(evidence);
  return {
    score: Math.min(
      100,
      reasons.reduce((sum, reason) => sum + reviewWeights[reason], 0),
    ),
    reasons,
  };
}

/** Held when a threshold is set and the score reaches it. */
export function holdOf(scored: ConversionHold, threshold: number | null): ConversionHold | null {
  return threshold !== null && scored.reasons.length > 0 && scored.score >= threshold ? scored : null;
}
