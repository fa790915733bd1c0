import type { WaitlistEntryView } from '@seniorguide/contracts';
import type { StoredEntry } from '../store/port.ts';

/** What a browser is shown of an entry: the public fields, plus the email only when `showEmail`. */
export function toEntryView(entry: StoredEntry, { showEmail }: { showEmail: boolean }): WaitlistEntryView {
  const view: WaitlistEntryView = {
    id: entry.id,
    version: entry.version,
    selectedOffers: JSON.stringify(entry.selectedOffers),
    affiliateId: entry.affiliateId,
    subId: entry.subId,
    s1: entry.s1,
    s2: entry.s2,
    s3: entry.s3,
  };
  if (showEmail) view.email = entry.email;
  return view;
}
