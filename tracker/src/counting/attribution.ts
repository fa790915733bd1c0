import type { Arrival, EntryCampaign, TrackingContext } from '@seniorguide/contracts';
import { campaignOfTouch } from '@seniorguide/funnel';

// Whose traffic a visit, a download or a signup is: the first touch the site's server recorded for the
// visit (its arrival cookie), whatever the page's script sent. Only a call without that cookie (an API
// client, a browser that refuses cookies) is credited to the values it carries itself. Every figure of a
// visitor is then counted on one set of values, so no rate mixes two populations.

export type Attribution = { tracking: TrackingContext; campaign: EntryCampaign };

type SentValues = TrackingContext & Partial<Record<string, unknown>>;

const trackingOf = (values: SentValues | Arrival['first']): TrackingContext => ({
  affiliateId: values.affiliateId ?? null,
  subId: values.subId ?? null,
  s1: values.s1 ?? null,
  s2: values.s2 ?? null,
  s3: values.s3 ?? null,
});

/** The touch's fields that hold a value (the last touch kept beside an entry's first). */
function filled(touch: Arrival['last']): EntryCampaign['last_touch'] {
  return Object.fromEntries(Object.entries(touch).filter(([, value]) => typeof value === 'string' && value !== ''));
}

export function attributionOf({
  sent,
  arrival,
}: {
  sent: SentValues;
  arrival: Arrival | null | undefined;
}): Attribution {
  if (!arrival) return { tracking: trackingOf(sent), campaign: campaignOfTouch(sent) };
  const lastTouch = filled(arrival.last);
  // A cookie whose last touch is its first decodes to one object for both: no need to compare them.
  const sameTouch =
    arrival.last === arrival.first || JSON.stringify(lastTouch) === JSON.stringify(filled(arrival.first));
  return {
    tracking: trackingOf(arrival.first),
    campaign: { ...campaignOfTouch(arrival.first), ...(sameTouch ? {} : { last_touch: lastTouch }) },
  };
}
