import { callApi } from '../api.ts';

// Tells the tracker that the affiliate pixel fired for an entry, so the operator's postback panel shows the
// browser pixel beside the server-to-server postbacks. The tracker records it for the entry's own browser,
// once; a failure here is never the visitor's problem.

export function reportPixelFired(entryId: number): void {
  void callApi('recordPixelFired', { params: { id: entryId } }).catch(() => undefined);
}
