// The CMS runs behind one proxy that it trusts: the edge (Caddy) in production, the tracker for the site's
// operator sign-in. Each appends the address it saw as the last X-Forwarded-For entry, so the last entry
// is the one a client cannot choose. Without the header (a direct local call) every caller shares one key,
// which only makes the limits stricter.

export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || 'direct';
}
