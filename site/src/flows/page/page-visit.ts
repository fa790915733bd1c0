import { sessionStorageKeys, type TrackingContext } from '@seniorguide/contracts';
import { readCampaignParams } from '@seniorguide/funnel';
import { readStored, writeStored } from '../../lib/browser-storage.ts';

// The page visit (an impression) is tracked once per browser session. The flag is set
// only after the tracker accepted the visit, so a visit made while it was down is counted on the next page.
// A visit of `/` under a landing experiment is counted in it from the site's signed assignment cookie, which
// the call carries by itself: the page sends no experiment.

export async function trackPageVisitOnce({
  tracking,
  landingVersion,
}: {
  tracking: TrackingContext;
  landingVersion: number | null;
}): Promise<void> {
  if (readStored('session', sessionStorageKeys.sessionTracked) !== null) return;
  const { callApi } = await import('../../lib/api.ts');
  try {
    await callApi('trackVisit', {
      body: {
        page: window.location.pathname,
        referrer: document.referrer,
        ...(landingVersion === null ? {} : { version: landingVersion }),
        ...tracking,
        ...readCampaignParams(window.location.search),
      },
    });
    writeStored('session', sessionStorageKeys.sessionTracked, 'true');
  } catch {
    // Not counted this time; the next page of the session tries again.
  }
}
