import ipaddr from 'ipaddr.js';

// What the sign-in limit counts a caller as: its network, not its single address. An IPv4 address is one
// household or one carrier NAT, so it is its own key. An IPv6 subscriber is delegated a whole prefix by its
// ISP, typically a /56 (RFC 6177; some hand out a /48 or a /64), and can use any of its 2^72 addresses at
// will: keyed per address, or per /64, one attacker holds unlimited keys. So an IPv6 caller counts as its /56,
// as the tracker's limits do.

const ipv6PrefixBits = 56;

/** The key of the caller's network: an IPv4 address, `<first 56 bits>::/56` for IPv6, else the value itself. */
export function clientNetwork(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return address;
  // IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is the IPv4 caller it carries.
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  const kept = bytes.map((byte, index) => (index < ipv6PrefixBits / 8 ? byte : 0));
  return `${ipaddr.fromByteArray(kept).toString()}/${ipv6PrefixBits}`;
}
