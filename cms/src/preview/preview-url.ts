import { PREVIEW_QUERY_PARAMETER, signPreviewGrant } from '@seniorguide/node-http';

// A preview link: the site's page, the signed grant, then the tracking values the marketer chose, so that the
// page's links and attribution can be checked as a visitor from that affiliate or campaign would see them.
// The tracking values are not signed: they show nothing a visitor's own link could not.

export function buildPreviewUrl({
  siteUrl,
  secret,
  path,
  expiresAt,
  frameOrigin,
  tracking = {},
}: {
  siteUrl: string;
  secret: string;
  path: string;
  expiresAt: number;
  frameOrigin?: string | undefined;
  tracking?: Record<string, string>;
}): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set(PREVIEW_QUERY_PARAMETER, signPreviewGrant({ path, expiresAt, frameOrigin }, secret));
  for (const [name, value] of Object.entries(tracking)) url.searchParams.set(name, value);
  return url.href;
}
