// The /redirect page hands off only to partner hosts the CMS lists (architecture: privacy and access), so
// the page cannot be used to bounce visitors to an arbitrary site.

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
}

/**
 * The URL to open, or null when it must not be opened: not http(s), carrying credentials (a classic
 * disguise: `https://trusted.example@evil.example`), or on a host that is neither a listed host nor one of
 * its subdomains.
 */
export function resolveRedirectTarget({
  url,
  allowedHosts,
}: {
  url: string | null | undefined;
  allowedHosts: readonly string[];
}): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url.trim());
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username !== '' || target.password !== '') return null;
  const host = normalizeHost(target.hostname);
  const allowed = allowedHosts
    .map(normalizeHost)
    .filter((entry) => entry !== '')
    .some((entry) => host === entry || host.endsWith(`.${entry}`));
  return allowed ? target.href : null;
}
