import { isIPv4, isIPv6 } from 'node:net';
import { scrubEmails } from '../logger.ts';

// Free text a browser sends (an error report's message, stack, page URL and user agent) goes to the log only
// without the personal data it may carry: email addresses (also URL-encoded) and IP addresses, IPv4 and IPv6
// (bracketed, with a zone, IPv4-mapped, or with its colons URL-encoded). Candidates are found by a loose
// pattern and replaced only when node:net reads them as an address, so code positions (`app.js:1:2`), times
// and a browser's version (`Chrome/140.0.0.0`, a product token) stay readable.

// A run of hex digits, colons and dots that is not part of a longer word.
const ipv6Candidate = /(?<![\w.:])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?![\w.:])/g;
// A dotted quad, unless it follows a product name and a slash (a version: `Chrome/140.0.0.0`).
const ipv4Candidate = /(?<!\w\/)(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;

export function scrubAddresses(text: string): string {
  return (
    text
      // URL-encoded brackets and colons, as a page URL carries them, are read as written.
      .replace(/%3A/gi, ':')
      .replace(/%5B/gi, '[')
      .replace(/%5D/gi, ']')
      .replace(ipv6Candidate, (candidate) => (isIPv6(candidate) ? '[ip]' : candidate))
      .replace(ipv4Candidate, (candidate) => (isIPv4(candidate) ? '[ip]' : candidate))
  );
}

/** Text with every email and IP address replaced, for logging what browsers send. */
export function scrubPersonalData(text: string): string {
  return scrubAddresses(scrubEmails(text));
}
