import type { ApiResponse } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { ClientInfo } from '../http/client-info.ts';
import type { Ownership } from '../http/ownership.ts';
import { byIpWindowMs, type AddressHasher } from '../privacy/address-hash.ts';
import type { Store, StoredEntry } from '../store/port.ts';
import { toEntryView } from './entry-view.ts';

// Session recovery lookups, for the browser that owns the entry. Anyone else gets `{ entry: null }`
// whether or not the address (or their own IP) has an entry, so the lookups cannot be used to learn who
// signed up; nothing the caller sent is echoed back.

type Lookup = ApiResponse<'findEntryByIp'>;

const nothing: Lookup = { entry: null };

export function createLookupService({
  store,
  clock,
  hashAddress,
}: {
  store: Store;
  clock: Clock;
  hashAddress: AddressHasher;
}) {
  const ownView = (entry: StoredEntry | null, ownership: Ownership, matchedBy: 'email' | 'ip'): Lookup | null =>
    entry && ownership.owns(entry.id) ? { entry: toEntryView(entry, { showEmail: true }), matchedBy } : null;

  async function byIp(client: ClientInfo, ownership: Ownership): Promise<Lookup> {
    const addressHash = hashAddress(client.ip);
    if (!addressHash) return nothing;
    const entry = await store.findLatestEntryByAddressHash({ addressHash, since: clock() - byIpWindowMs });
    return ownView(entry, ownership, 'ip') ?? nothing;
  }

  return {
    byIp,
    async byEmail(
      { email, ipFallback }: { email: string; ipFallback: boolean },
      client: ClientInfo,
      ownership: Ownership,
    ): Promise<Lookup> {
      const found = ownView(await store.findEntryByEmail(email), ownership, 'email');
      if (found) return found;
      return ipFallback ? byIp(client, ownership) : nothing;
    },
  };
}
