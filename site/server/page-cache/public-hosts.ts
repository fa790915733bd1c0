// The hosts the page memory answers for: the origins visitors reach the site at (SITE_PUBLIC_ORIGINS). A page
// is kept per host (its canonical link names the origin), so a Host header nobody configured must never become
// a key of its own: a script sending a made-up Host on every request would otherwise render, compress and keep
// a copy of the page for each one, pushing real pages out.

export type PublicHosts = {
  /** The configured host a request's Host header names (compared without case), or null for any other. */
  match: (hostHeader: string | undefined) => string | null;
  /** The first configured host: the one whose 404 page answers a request for any other host. */
  primary: string;
  /** Every configured host, each once: the page memory renders its pages for each before visitors ask. */
  all: readonly string[];
};

export function createPublicHosts(origins: readonly string[]): PublicHosts {
  const hosts = origins.map((origin) => new URL(origin).host.toLowerCase());
  const [primary] = hosts;
  if (primary === undefined) throw new Error('the site needs at least one public origin');
  const known = new Set(hosts);
  return {
    primary,
    all: [...known],
    match(hostHeader) {
      const host = hostHeader?.trim().toLowerCase();
      return host !== undefined && known.has(host) ? host : null;
    },
  };
}

/** Where visitors reach a site listening on `port` when no origin is configured: this machine's own names. */
export const localOrigins = (port: number) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  `http://[::1]:${port}`,
];
