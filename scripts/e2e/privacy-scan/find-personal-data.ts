import { isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

// What the end-of-run privacy scan looks for in a stored value or a log line: a client's IPv4 or
// IPv6 address, or an email address, in clear (URL-encoded '@' included).

export type PersonalDataKind = 'ipv4' | 'ipv6' | 'email';
export type Found = { kind: PersonalDataKind; value: string };

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`(?<![\\w.])(?:${octet}\\.){3}${octet}(?![\\w.])`, 'g');
const ipv6Candidate = /(?<![\w:.])[0-9a-f]*:[0-9a-f:.]*:[0-9a-f:.]*(?![\w:])/gi;
const emailPattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** A product/version token of a user agent ("Chrome/120.0.0.0") is no address. */
const productTokenBefore = /[a-z][\w-]*\/$/i;

/** This machine's own interface addresses (Next prints one at start), not a visitor's. */
const ownAddresses = new Set(
  Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map(({ address }) => address.toLowerCase()),
);

/** The product's own listening addresses (loopback, any, this machine's) are no one's; the specs' visitors use other ranges. */
const isServerAddress = (value: string) =>
  /^127\./.test(value) ||
  value === '0.0.0.0' ||
  ['::', '::1'].includes(value.toLowerCase()) ||
  /^::ffff:127\./i.test(value) ||
  ownAddresses.has(value.toLowerCase());

export function findPersonalData(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(ipv4Pattern)) {
    if (productTokenBefore.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (!isServerAddress(match[0])) found.push({ kind: 'ipv4', value: match[0] });
  }
  for (const match of text.matchAll(ipv6Candidate)) {
    if (isIPv6(match[0]) && !isServerAddress(match[0])) found.push({ kind: 'ipv6', value: match[0] });
  }
  for (const match of text.replaceAll(/%40/gi, '@').matchAll(emailPattern))
    found.push({ kind: 'email', value: match[0] });
  return found;
}
