import { sessionStorageKeys, type TrackingContext } from '@seniorguide/contracts';
import { readCampaignParams } from '@seniorguide/funnel';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { experimentToCount, rememberCountedExperiment } from './landing-experiment.ts';

// Spec section 4: the page visit (an impression) is tracked once per browser session. The flag is set
// only after the tracker accepted the visit, so a visit made while it was down is counted on the next page.

export async function trackPageVisitOnce({
  tracking,
  landingVersion,
}: {
  tracking: TrackingContext;
  landingVersion: number | null;
}): Promise<void> {
  if (readStored('session', sessionStorageKeys.sessionTracked) !== null) return;
  const { callApi } = await import('../../lib/api.ts');
  const experiment = experimentToCount(landingVersion);
  try {
    await callApi('trackVisit', {
      body: {
        page: window.location.pathname,
        referrer: document.referrer,
        ...(landingVersion === null ? {} : { version: landingVersion }),
        ...(experiment ? { experiment } : {}),
        ...tracking,
        ...readCampaignParams(window.location.search),
      },
    });
    writeStored('session', sessionStorageKeys.sessionTracked, 'true');
    if (experiment) rememberCountedExperiment(experiment);
  } catch {
    // Not counted this time; the next page of the session tries again.
  }
}
