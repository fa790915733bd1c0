// Payload's `csrf` allowlist: a request carrying the admin cookie is honoured only from these origins
// (Payload falls back to Sec-Fetch-Site when a browser sends no Origin, and ignores the cookie from
// anywhere else), so a page on another origin, even another port of the same host, cannot act as a
// signed-in admin.

/** The CMS's own public origin and the site's; without CMS_PUBLIC_URL, the local defaults on CMS_PORT. */
export function allowedOrigins({
  publicUrl,
  publicSiteUrl,
  port = '3000',
}: {
  publicUrl: string | undefined;
  publicSiteUrl: string | undefined;
  port?: string | undefined;
}): string[] {
  const own = publicUrl ? [publicUrl] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const origins = [...own, ...(publicSiteUrl ? [publicSiteUrl] : [])].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
