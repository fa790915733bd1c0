import { localStorageKeys, sessionStorageKeys, type TrackingContext } from '@seniorguide/contracts';
import { saveUserContext } from '../../stores/user-context.ts';
import { writeStored } from '../../lib/browser-storage.ts';

/** Stores the signup under the contracts' storage keys, so later pages (and later visits) know the visitor. */
export function rememberSignup({
  email,
  entryId,
  version,
  tracking,
}: {
  email: string;
  entryId: number | null;
  version: number;
  tracking: TrackingContext;
}): void {
  writeStored('local', localStorageKeys.userEmail, email);
  writeStored('session', sessionStorageKeys.enteredEmail, email);
  if (entryId !== null) {
    writeStored('local', localStorageKeys.waitlistId, String(entryId));
    writeStored('local', localStorageKeys.waitlistEmail, email);
  }
  if (tracking.affiliateId) writeStored('local', localStorageKeys.preservedAffiliateId, tracking.affiliateId);
  saveUserContext({ waitlistId: entryId, email, version, ...tracking });
}
