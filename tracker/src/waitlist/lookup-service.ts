import type { ApiResponse } from '@seniorguide/contracts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Ownership } from '../http/ownership.ts';
import type { Store } from '../store/port.ts';
import { toEntryView } from './entry-view.ts';
import type { Clock } from './waitlist-service.ts';

// Session recovery lookups. They answer 200 with `entry: null` when nothing matches. An email is shown
// only to a browser that owns the entry or named that very email; a by-IP match shows the public fields.

/** How far back a by-IP lookup looks: long enough to finish the flow, short enough that a shared address rarely matches a stranger. */
export const byIpWindowMs = 2 * 60 * 60 * 1000;

type Lookup = ApiResponse<'findEntryByIp'>;

export function createLookupService({ store, clock }: { store: Store; clock: Clock }) {
  async function byIp(client: ClientInfo, ownership: Ownership): Promise<Lookup> {
    if (!client.ip) return { entry: null };
    const entry = await store.findLatestEntryByIp({ ip: client.ip, since: clock() - byIpWindowMs });
    if (!entry) return { entry: null };
    return { entry: toEntryView(entry, { showEmail: ownership.owns(entry.id) }), matchedBy: 'ip' };
  }

  return {
    byIp,
    async byEmail(
      { email, ipFallback }: { email: string; ipFallback: boolean },
      client: ClientInfo,
      ownership: Ownership,
    ): Promise<Lookup> {
      const entry = await store.findEntryByEmail(email);
      if (entry) return { entry: toEntryView(entry, { showEmail: true }), matchedBy: 'email' };
      return ipFallback ? byIp(client, ownership) : { entry: null };
    },
  };
}
