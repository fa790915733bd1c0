import {
  campaignParamNames,
  localStorageKeys,
  sessionStorageKeys,
  type CampaignParams,
  type TrackingContext,
} from '@seniorguide/contracts';
import {
  cleanQueryValue,
  mergeTrackingContext,
  readCampaignParams,
  readTrackingParams,
  TRACKING_PARAM_NAMES,
  writeTrackingParams,
} from '@seniorguide/funnel';
import { atom } from 'nanostores';
import { readStoredJson, writeStored } from '../lib/browser-storage.ts';

// Affiliate and sub ids, captured on arrival on any route and kept both in
// localStorage and in the query string, so they survive reloads, new tabs and shared links. The campaign
// parameters (utm_*, s4, s5, click ids) are kept for the session and in the query string too, so every
// internal link carries every tracking value. (Attribution itself does not depend on this: the site's server
// records the first page's values in the arrival cookie.)

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

/** This session's stored campaign parameters, each cleaned like a URL value. */
function readStoredCampaign(): CampaignParams {
  const stored = readStoredJson('session', sessionStorageKeys.campaignParams);
  const campaign: CampaignParams = {};
  if (typeof stored !== 'object' || stored === null) return campaign;
  for (const name of campaignParamNames) {
    const value: unknown = Reflect.get(stored, name);
    const cleaned = typeof value === 'string' ? cleanQueryValue(value) : null;
    if (cleaned !== null) campaign[name] = cleaned;
  }
  return campaign;
}

/** Links marked `data-keeps-tracking` (static links of cached pages) get the visitor's tracking values. */
function carryTrackingOnLinks(query: string): void {
  if (!query) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keeps-tracking]')) {
    const target = new URL(link.href, window.location.href);
    if (target.origin !== window.location.origin) continue;
    const merged = new URLSearchParams(query);
    for (const [name, value] of target.searchParams) merged.set(name, value);
    link.href = `${target.pathname}?${merged.toString()}${target.hash}`;
  }
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
  const campaign = { ...readStoredCampaign(), ...readCampaignParams(window.location.search) };
  writeStored('session', sessionStorageKeys.campaignParams, JSON.stringify(campaign));

  const query = writeTrackingParams({ tracking: context, campaign, base: window.location.search });
  carryTrackingOnLinks(writeTrackingParams({ tracking: context, campaign }));
  const current = window.location.search.replace(/^\?/, '');
  if (query !== current) {
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }
  return context;
}
