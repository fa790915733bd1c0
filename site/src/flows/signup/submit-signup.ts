import type { TrackingContext } from '@seniorguide/contracts';
import { describeDisclosure, type DisclosureSource } from '../privacy/describe-disclosure.ts';
import { pushDataLayer } from '../../lib/data-layer.ts';
import { readPublicConfig } from '../../lib/public-config.ts';
import { launchReferralWidget } from './referral-widget.ts';
import { rememberSignup } from './remember-signup.ts';

export type SignupOutcome = {
  entryId: number | null;
  /** The referral widget was not loaded yet: it is tried once more after WIDGET_RETRY_MS, if the page stays. */
  isWidgetRetryPending: boolean;
};

/**
 * The signup: join the waitlist with the landing version and tracking context, store
 * the visitor under the contracts' storage keys, move the entry to step 2, and launch the referral widget.
 * Throws when the signup itself fails; the later steps never fail the signup. `entryId` is null when the
 * answer named no entry.
 */
export async function submitSignup({
  email,
  version,
  tracking,
  note,
}: {
  email: string;
  version: number;
  tracking: TrackingContext;
  /** The privacy note shown under the form, for the consent ledger. */
  note: { from: DisclosureSource; text: string };
}): Promise<SignupOutcome> {
  // Loaded on submit: the API layer carries zod and the contracts, which the landing page needs only now.
  const { callApi, fetchApiJson, parseApiAnswer } = await import('../../lib/api.ts');
  // Web Crypto exists only on secure origins (HTTPS, localhost): elsewhere the signup goes on and the ledger
  // records it without the note's proof rather than losing the visitor.
  const disclosure = await describeDisclosure({ ...note, route: window.location.pathname }).catch(() => undefined);
  // The landing experiment travels in the site's signed, HttpOnly assignment cookie, not in the body.
  const answer = await fetchApiJson('joinWaitlist', { body: { email, version, ...tracking, disclosure } });
  // An answer without an entry id still signed the visitor up as far as the page can tell;
  // the caller sends them to the home page instead of the registration step.
  const entryId = parseApiAnswer('joinWaitlist', answer)?.entry.id ?? null;
  rememberSignup({ email, entryId, version, tracking });
  pushDataLayer({ event: 'signup', landingVersion: version, affiliateId: tracking.affiliateId });
  if (entryId !== null) {
    await callApi('markContinuedToOffers', { params: { id: entryId } }).catch((error: unknown) => {
      // Logged, not raised: the visitor's signup succeeded and the next page records progress again.
      console.warn('[signup] could not move the entry to step 2', error);
    });
  }
  const isWidgetRetryPending =
    Boolean(readPublicConfig().referralWidgetScriptUrl) && !launchReferralWidget({ email, host: window });
  return { entryId, isWidgetRetryPending };
}
