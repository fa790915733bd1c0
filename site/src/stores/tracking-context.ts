import { localStorageKeys, type TrackingContext } from '@seniorguide/contracts';
import {
  cleanQueryValue,
  mergeTrackingContext,
  readTrackingParams,
  TRACKING_PARAM_NAMES,
  writeTrackingParams,
} from '@seniorguide/funnel';
import { atom } from 'nanostores';
import { readStoredJson, writeStored } from '../lib/browser-storage.ts';

// Affiliate and sub ids (spec section 3), captured on arrival on any route and kept both in
// localStorage and in the query string, so they survive reloads, new tabs and shared links.

export const emptyTrackingContext: TrackingContext = { affiliateId: null, subId: null, s1: null, s2: null, s3: null };

export const $trackingContext = atom<TrackingContext>(emptyTrackingContext);

/** The stored context, each value cleaned by the same rule as a URL value (no zod on this early path). */
function readStoredTrackingContext(): TrackingContext | null {
  const stored = readStoredJson('local', localStorageKeys.trackingContext);
  if (typeof stored !== 'object' || stored === null) return null;
  const context: TrackingContext = { ...emptyTrackingContext };
  for (const name of TRACKING_PARAM_NAMES) {
    const value: unknown = Reflect.get(stored, name);
    context[name] = typeof value === 'string' ? cleanQueryValue(value) : null;
  }
  return context;
}

/** Merges the URL's values over the stored ones, stores the result and writes it back into the URL. */
export function captureTrackingContext(): TrackingContext {
  const context = mergeTrackingContext({
    fromUrl: readTrackingParams(window.location.search),
    stored: readStoredTrackingContext(),
  });
  $trackingContext.set(context);
  writeStored('local', localStorageKeys.trackingContext, JSON.stringify(context));
  if (context.affiliateId) writeStored('local', localStorageKeys.preservedAffiliateId, context.affiliateId);

  const query = writeTrackingParams({ tracking: context, base: window.location.search });
  const current = window.location.search.replace(/^\?/, '');
  if (query !== current) {
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }
  return context;
}
