import { localStorageKeys, type UserContext } from '@seniorguide/contracts';
import { buildSignupSubId, planSessionRecovery, readRecoveryParams } from '@seniorguide/funnel';
import { captureTrackingContext } from '../../stores/tracking-context.ts';
import { loadUserContext, saveUserContext } from '../../stores/user-context.ts';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { buildAffiliatePixelUrl, fireAffiliatePixel } from '../../lib/third-party/affiliate-pixel.ts';
import { pixelMemory } from '../../lib/third-party/pixel-memory.ts';
import { reportPixelFired } from '../../lib/third-party/report-pixel.ts';
import { apiLookups } from './api-lookups.ts';
import { findEntry, type EntryLookups } from './find-entry.ts';
import { buildRecoveredContext } from './recovered-context.ts';

// Session recovery in the browser: plan from the URL and storage, look up in order,
// then store the refreshed user context under the contracts' storage keys and fire the affiliate pixel.

export type RecoveryOutcome = { status: 'found'; context: UserContext } | { status: 'notFound' };

function rememberContext(context: UserContext): void {
  saveUserContext(context);
  if (context.waitlistId === null || context.waitlistId === undefined) return;
  writeStored('local', localStorageKeys.waitlistId, String(context.waitlistId));
  if (!context.email) return;
  writeStored('local', localStorageKeys.waitlistEmail, context.email);
  writeStored('local', localStorageKeys.userEmail, context.email);
}

/** Throws when a lookup fails (the caller shows 'Unable to recover your session...'). */
export async function recoverSession({
  pixelTemplate,
  lookups = apiLookups,
}: {
  pixelTemplate: string | null;
  lookups?: EntryLookups;
}): Promise<RecoveryOutcome> {
  const params = readRecoveryParams(window.location.search);
  const stored = loadUserContext();
  const plan = planSessionRecovery({
    urlId: params.urlId,
    urlEmail: params.urlEmail,
    storedWaitlistId: readStored('local', localStorageKeys.waitlistId) ?? stored.waitlistId,
  });
  const found = await findEntry({ plan, lookups });
  if (!found) return { status: 'notFound' };

  const context = buildRecoveredContext({ entry: found.entry, params, tracking: captureTrackingContext(), stored });
  rememberContext(context);
  const subId = buildSignupSubId({ affiliateId: context.affiliateId, version: context.version });
  const fired = fireAffiliatePixel({
    url: buildAffiliatePixelUrl({ template: pixelTemplate, subId }),
    entryId: found.entry.id,
    ...pixelMemory,
  });
  if (fired) reportPixelFired(found.entry.id);
  return { status: 'found', context };
}
