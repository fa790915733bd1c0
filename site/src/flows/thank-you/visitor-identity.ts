import { localStorageKeys, sessionStorageKeys, type UserContext } from '@seniorguide/contracts';
import { readThankYouIdentity, type ThankYouIdentity } from '@seniorguide/funnel';
import { captureTrackingContext } from '../../stores/tracking-context.ts';
import { loadUserContext } from '../../stores/user-context.ts';
import { readStored } from '../../lib/browser-storage.ts';

// Who the thank-you and download pages are for, in the browser, in this order: the query, then local
// `userEmail`, then session `enteredEmail`; plus the stored context for the affiliate and landing version.

export type VisitorIdentity = ThankYouIdentity & { context: UserContext };

export function readVisitorIdentity(): VisitorIdentity {
  const identity = readThankYouIdentity({
    search: window.location.search,
    storedUserEmail: readStored('local', localStorageKeys.userEmail),
    enteredEmail: readStored('session', sessionStorageKeys.enteredEmail),
  });
  const stored = loadUserContext();
  const tracking = captureTrackingContext();
  return {
    ...identity,
    context: {
      ...stored,
      affiliateId: tracking.affiliateId ?? stored.affiliateId,
      subId: tracking.subId ?? stored.subId,
      s1: tracking.s1 ?? stored.s1,
      s2: tracking.s2 ?? stored.s2,
      s3: tracking.s3 ?? stored.s3,
    },
  };
}
