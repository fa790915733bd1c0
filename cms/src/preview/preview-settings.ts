import { env } from '../env.ts';

// Where preview links point and what signs them; both are needed, or the admin offers no preview.

export type PreviewSettings = { siteUrl: string; secret: string };

export function getPreviewSettings(): PreviewSettings | null {
  if (!env.CMS_PREVIEW_SECRET || !env.CMS_PUBLIC_SITE_URL) return null;
  return { siteUrl: env.CMS_PUBLIC_SITE_URL, secret: env.CMS_PREVIEW_SECRET };
}

/** The admin's own origin, the only one that may frame a live preview. */
export function adminOriginOf(requestUrl: string | undefined): string | undefined {
  if (env.CMS_PUBLIC_URL) return new URL(env.CMS_PUBLIC_URL).origin;
  return requestUrl && URL.canParse(requestUrl) ? new URL(requestUrl).origin : undefined;
}
