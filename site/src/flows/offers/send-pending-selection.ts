import { buildApiRequest } from '../../lib/api.ts';

// Selections not yet saved when the page unloads are sent by beacon, which the browser
// delivers even as the page goes away. The tracker accepts this route's JSON as text/plain for that reason.

export function sendSelectionBeacon({
  entryId,
  selectedOffers,
}: {
  entryId: number;
  selectedOffers: string[];
}): boolean {
  const request = buildApiRequest('saveSelectedOffers', { params: { id: entryId }, body: { selectedOffers } });
  try {
    return navigator.sendBeacon(request.url, request.body);
  } catch {
    return false;
  }
}
