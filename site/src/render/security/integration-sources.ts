import type { Integration } from './page-integrations.ts';

// The page's Content-Security-Policy allows the visitor origin and, beyond it, only the origins of the
// integrations a marketer configured in the CMS (site settings → Third-party integrations) that this page
// loads (page-integrations.ts). An integration left empty, or not loaded by the page, adds nothing, so its
// origin stays blocked there.

export type IntegrationSettings = {
  affiliatePixelUrlTemplate?: string | null | undefined;
  referralWidgetScriptUrl?: string | null | undefined;
  tagManagerContainerId?: string | null | undefined;
  adNetworkScriptUrl?: string | null | undefined;
};

/** Google Tag Manager's loader always comes from here (components/layout/TagManager.astro). */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/** The http(s) origin of a configured address (`{subId}` allowed), or null for empty and other schemes. */
export function webOrigin(address: string | null | undefined): string | null {
  const candidate = address?.trim().replaceAll('{subId}', 'x') ?? '';
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

export type SourceDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'form-action';

/** Sources to add to each directive of the page policy; a directive with nothing to add is absent. */
export type IntegrationSources = Partial<Record<SourceDirective, string[]>>;

const present = (origins: (string | null)[]) => [
  ...new Set(origins.filter((origin): origin is string => origin !== null)),
];

/**
 * What each integration needs: the widget, the ad form and the tag manager run a script; the ad form may
 * also frame, post and fetch from its own origin; the pixel is a request (connect-src) or an image.
 * `loaded` names the integrations the page loads; the others add nothing, configured or not.
 */
export function integrationSources(
  settings: IntegrationSettings,
  loaded: ReadonlySet<Integration>,
): IntegrationSources {
  const tagManager = loaded.has('tagManager') && settings.tagManagerContainerId?.trim() ? tagManagerOrigin : null;
  const widget = loaded.has('referralWidget') ? webOrigin(settings.referralWidgetScriptUrl) : null;
  const ads = loaded.has('adNetwork') ? webOrigin(settings.adNetworkScriptUrl) : null;
  const pixel = loaded.has('affiliatePixel') ? webOrigin(settings.affiliatePixelUrlTemplate) : null;
  const wanted: Record<SourceDirective, string[]> = {
    'script-src': present([widget, ads, tagManager]),
    'connect-src': present([pixel, ads, widget, tagManager]),
    'img-src': present([pixel, ads, widget, tagManager]),
    'frame-src': present([ads, widget]),
    'form-action': present([ads]),
  };
  return Object.fromEntries(Object.entries(wanted).filter(([, origins]) => origins.length > 0));
}
