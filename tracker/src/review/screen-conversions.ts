import type { ConversionCaller } from '../counting/conversion-hold.ts';
import { conversionIdOf } from '../counting/conversion-hold.ts';
import type { EntryFactTemplate } from '../counting/entry-facts.ts';
import { deviceClassOf } from '../counting/device-class.ts';
import { readLandingTime } from '../http/landing-time-cookie.ts';
import type { Logger } from '../logger.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import { isAutomationAgent } from './automation-agent.ts';
import { burstsOf, createReviewKeys, networkOf, type ReviewSubject } from './review-keys.ts';
import { createReviewRates } from './review-rates.ts';
import { holdOf, scoreConversion } from './review-signals.ts';
import type { ReviewThreshold } from './review-threshold.ts';

// The conversion review on the request path. The waitlist service's store is wrapped, like the postback queue
// wraps it, so the service needs know nothing of it: a signup or an offer acceptance whose template
// carries its `caller` is scored before its write (review-signals.ts) and, at or above the threshold, the
// template gets its `hold`, which the store counts apart and the postback queue holds back. A signup adds to the
// bursts the scoring reads, in the same tick as its own write (on SQLite, the same group commit); visits pay
// nothing (the rates read the dimension reports' counts). With no threshold set, nothing is scored or counted.
// The caller never reaches the store.

const purgeEveryMs = 60_000;

type Template = EntryFactTemplate;

const withoutCaller = ({ caller: _caller, ...template }: Template): Template => template;

export function withConversionReview({
  store,
  threshold,
  secret,
  logger,
}: {
  store: Store;
  threshold: ReviewThreshold;
  secret: string;
  logger: Logger;
}): Store {
  const keys = createReviewKeys(secret);
  const readReviewRates = createReviewRates(store);
  let lastPurge = 0;

  function purgeNow(at: number): void {
    if (at - lastPurge < purgeEveryMs) return;
    lastPurge = at;
    store
      .purgeReviewCounts(at)
      .catch((error: unknown) => logger.warn({ err: error }, 'old review counts could not be deleted'));
  }

  function subjectOf(
    caller: ConversionCaller,
    entry: Pick<StoredEntry, 'affiliateId' | 'subId' | 'device'>,
  ): ReviewSubject {
    return {
      network: networkOf(caller.ip),
      userAgent: caller.userAgent ?? '',
      affiliateId: keys.affiliateOf(entry.affiliateId),
      subId: entry.subId,
      device: entry.device ?? deviceClassOf(caller.userAgent),
    };
  }

  async function score({
    caller,
    subject,
    at,
    kind,
    shownAt,
    signupHeld,
  }: {
    caller: ConversionCaller;
    subject: ReviewSubject;
    at: number;
    kind: 'signup' | 'offer';
    shownAt: number | null;
    signupHeld: boolean;
  }) {
    const own = kind === 'signup' ? 1 : 0;
    const [sums, rates] = await Promise.all([
      store.readReviewCounts(keys.burstReads(subject, at)),
      readReviewRates({ affiliateId: subject.affiliateId, subId: subject.subId, at, own }),
    ]);
    return scoreConversion({
      kind,
      secondsSinceShown: shownAt === null ? null : Math.max(0, at - shownAt) / 1000,
      automationAgent: isAutomationAgent(caller.userAgent),
      hasAcceptLanguage: caller.hasAcceptLanguage ?? true,
      bursts: burstsOf(sums, { own, hasSubId: subject.subId !== null }),
      rates,
      signupHeld,
    });
  }

  /** A signup is scored against the counts before it, then counted, in the same tick as the entry's write. */
  async function createEntry(input: Parameters<Store['createEntry']>[0]): ReturnType<Store['createEntry']> {
    const limit = threshold.peek();
    const signup = input.facts.find((template) => template.type === 'signup' && template.caller);
    const caller = signup?.caller;
    if (limit === null || !signup || !caller || caller.isBot || input.entry.isBot)
      return store.createEntry({ ...input, facts: input.facts.map(withoutCaller) });
    const subject = subjectOf(caller, input.entry);
    const scored = await score({
      caller,
      subject,
      at: signup.at,
      kind: 'signup',
      shownAt: readLandingTime(caller.landingCookie, secret),
      signupHeld: false,
    });
    const hold = holdOf(scored, limit);
    const facts = input.facts.map((template) =>
      template === signup ? { ...withoutCaller(template), hold } : withoutCaller(template),
    );
    const [result] = await Promise.all([
      store.createEntry({ ...input, facts }),
      store.addReviewCounts(keys.signupIncrements(subject, signup.at)),
    ]);
    purgeNow(signup.at);
    return result;
  }

  /** Acceptances are scored from the entry as it was before the call: its last change is when the offer was shown. */
  async function updateEntry(input: Parameters<Store['updateEntry']>[0]): ReturnType<Store['updateEntry']> {
    const limit = threshold.peek();
    const accepted = input.facts.filter(
      (template) => template.type === 'offer_accepted' && template.caller && !template.caller.isBot,
    );
    const caller = accepted[0]?.caller;
    const entry = limit === null || !caller ? null : await store.getEntry(input.id);
    if (limit === null || !caller || !entry || entry.isBot)
      return store.updateEntry({ ...input, facts: input.facts.map(withoutCaller) });
    const signup = await store.getHeldConversion(conversionIdOf({ entryId: entry.id, kind: 'signup', offerId: null }));
    // One call's acceptances share their time and caller, so one score holds them all (an offer accepted
    // before counts nothing again, held or not).
    const at = accepted[0]?.at ?? entry.updatedAt;
    const scored = await score({
      caller,
      subject: subjectOf(caller, entry),
      at,
      kind: 'offer',
      shownAt: entry.updatedAt,
      signupHeld: signup !== null && signup.status !== 'approved',
    });
    const hold = holdOf(scored, limit);
    return store.updateEntry({
      ...input,
      facts: input.facts.map((template) =>
        accepted.includes(template) ? { ...withoutCaller(template), hold } : withoutCaller(template),
      ),
    });
  }

  return { ...store, kind: store.kind, createEntry, updateEntry };
}
