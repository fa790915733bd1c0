import ipaddr from 'ipaddr.js';

// Where a server-to-server postback may go: a public https: host. Everything the tracker's own network can
// reach but the internet cannot (private, loopback, link-local, CGNAT, multicast, unspecified, reserved,
// every IPv6 form that embeds or translates IPv4, cloud metadata) is refused. ipaddr.js classifies
// addresses, so the ranges are the library's registry rather than a list kept here; only its 'unicast'
// (public) class passes, less the IPv4-embedding prefixes below.
// The same rules run twice: here at save time on the URL as written, and in the tracker at send time on
// every address DNS answers for the host.

export type TargetRefusal = 'not_a_url' | 'not_https' | 'has_credentials' | 'internal_hostname' | 'non_public_address';

export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: TargetRefusal; message: string };

export type TargetOptions = {
  /** Test setups only: lets http: and https: reach loopback (127.0.0.0/8, ::1, localhost). Never in production. */
  allowLoopbackHttp?: boolean;
};

const messages: Record<TargetRefusal, string> = {
  not_a_url: 'Enter a full web address, e.g. https://track.partner.com/postback?sub={subid}.',
  not_https: 'A postback address must start with https://.',
  has_credentials:
    'A postback address may not carry a user name or password; put a token in the query or use the signing secret.',
  internal_hostname: 'A postback address must be a public internet host, not an internal or cloud-metadata name.',
  non_public_address:
    'A postback address must be a public internet host, not a private, loopback, link-local or metadata address.',
};

// Names that only mean something inside a network or a cloud (GCP's metadata.google.internal, AWS's
// instance-data, mDNS .local): refused even before DNS, because they resolve to internal addresses.
const internalSuffixes = [
  '.internal',
  '.local',
  '.localhost',
  '.localdomain',
  '.home.arpa',
  '.lan',
  '.intranet',
  '.corp',
];
const internalNames = new Set(['localhost', 'metadata', 'instance-data', 'metadata.azure.com']);

// IPv6 prefixes whose addresses carry an IPv4 address, or are translated to one, somewhere on the path. The
// IPv6 class says nothing about the IPv4 address inside, and a NAT64 gateway or 6to4/Teredo relay in our own
// network would deliver to it, so these are refused whole: no real postback receiver sits on them. ipaddr.js
// names some of them (rfc6052, rfc6145, 6to4, teredo) and calls the deprecated IPv4-compatible ::/96 and the
// local-use NAT64 prefix (RFC 8215) 'unicast', hence the list.
const ipv4EmbeddingPrefixes = [
  '::/96', // IPv4-compatible (deprecated): ::7f00:1 is 127.0.0.1
  '::ffff:0:0/96', // IPv4-mapped (process() already unwraps these to IPv4)
  '::ffff:0:0:0/96', // IPv4-translated (SIIT, RFC 6145)
  '64:ff9b::/96', // NAT64 well-known prefix (RFC 6052)
  '64:ff9b:1::/48', // NAT64 local-use prefix (RFC 8215)
  '2002::/16', // 6to4
  '2001::/32', // Teredo
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

function embedsIpv4(address: ipaddr.IPv6): boolean {
  return ipv4EmbeddingPrefixes.some((prefix) => address.match(prefix));
}

/** 'public' for an address the internet routes to anyone, otherwise the ipaddr.js range that refuses it. */
export function classifyAddress(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return 'invalid';
  // process() turns ::ffff:a.b.c.d into a.b.c.d, so a mapped private address is judged as the private one.
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  // '::' itself is in ::/96 too; it keeps its own name.
  if (parsed.kind() === 'ipv6' && range !== 'unspecified' && embedsIpv4(parsed as ipaddr.IPv6)) return 'ipv4Embedded';
  return range === 'unicast' ? 'public' : range;
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

export function isLoopbackAddress(address: string): boolean {
  return classifyAddress(address) === 'loopback';
}

function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.startsWith('[') ? hostname.slice(1, -1) : hostname);
}

function isInternalName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  if (internalNames.has(name)) return true;
  if (internalSuffixes.some((suffix) => name.endsWith(suffix))) return true;
  // A single label (http://intranet/) is resolved against the local search domains.
  return !name.includes('.');
}

function refuse(reason: TargetRefusal): TargetCheck {
  return { ok: false, reason, message: messages[reason] };
}

/** Save-time rules on an address as written: syntax, scheme, no credentials, host name and literal addresses. */
export function checkTarget(value: string, { allowLoopbackHttp = false }: TargetOptions = {}): TargetCheck {
  if (!URL.canParse(value)) return refuse('not_a_url');
  // WHATWG parsing normalises 0x7f.1, 2130706433 and [::ffff:127.0.0.1] to their canonical forms first.
  const url = new URL(value);
  if (url.username || url.password) return refuse('has_credentials');
  const hostname = url.hostname.toLowerCase();
  const isLoopbackTarget = hostname === 'localhost' || (isIpLiteral(hostname) && isLoopbackAddress(hostname));
  if (allowLoopbackHttp && isLoopbackTarget && (url.protocol === 'http:' || url.protocol === 'https:'))
    return { ok: true, url };
  if (url.protocol !== 'https:') return refuse('not_https');
  if (isIpLiteral(hostname)) return isPublicAddress(hostname) ? { ok: true, url } : refuse('non_public_address');
  if (isInternalName(hostname)) return refuse('internal_hostname');
  return { ok: true, url };
}

export function refusalMessage(reason: TargetRefusal): string {
  return messages[reason];
}
