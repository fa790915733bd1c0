// The networks each account has signed in from lately. A guesser spread over many networks can push an
// account's failures over its limit, but the owner's own networks stay open: the limit closes the account
// only to networks it has never been used from. Held in this process's memory (the CMS runs as one
// instance), bounded so that no caller can grow it without end.

const rememberedForMs = 30 * 24 * 60 * 60 * 1000;
const networksPerAccount = 20;
const accountsKept = 10_000;

export function createKnownNetworks({ now = Date.now }: { now?: () => number } = {}) {
  // Map keeps insertion order: the first entries are the least recently used.
  const byAccount = new Map<string, Map<string, number>>();

  return {
    remember(account: string, network: string): void {
      const networks = byAccount.get(account) ?? new Map<string, number>();
      byAccount.delete(account);
      networks.delete(network);
      networks.set(network, now());
      while (networks.size > networksPerAccount) networks.delete(networks.keys().next().value ?? '');
      byAccount.set(account, networks);
      while (byAccount.size > accountsKept) byAccount.delete(byAccount.keys().next().value ?? '');
    },
    has(account: string, network: string): boolean {
      const since = byAccount.get(account)?.get(network);
      return since !== undefined && now() - since < rememberedForMs;
    },
  };
}
