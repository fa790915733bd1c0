// The page's Content-Security-Policy allows the visitor origin and, beyond it, only the origins of the
// integrations a marketer configured in the CMS (site settings → Third-party integrations). An
// integration left empty adds nothing, so its origin stays blocked.

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

const present = (origins: (string | null)[]) => [...new Set(origins.filter((origin): origin is string => origin !== null))];

type SourceDirective = `${'connect-src' | 'img-src' | 'frame-src' | 'form-action'} ${string}`;

export type IntegrationSources = {
  /** Added to script-src. */
  scripts: string[];
  /** The directives that add origins to the visitor origin's own ('self' is in astro.config.mjs). */
  directives: SourceDirective[];
};

/**
 * What each integration needs: the widget, the ad form and the tag manager run a script; the ad form may
 * also frame, post and fetch from its own origin; the pixel is a request (connect-src) or an image.
 */
export function integrationSources(settings: IntegrationSettings): IntegrationSources {
  const tagManager = settings.tagManagerContainerId?.trim() ? tagManagerOrigin : null;
  const widget = webOrigin(settings.referralWidgetScriptUrl);
  const ads = webOrigin(settings.adNetworkScriptUrl);
  const pixel = webOrigin(settings.affiliatePixelUrlTemplate);
  const directive = (name: SourceDirective extends `${infer Name} ${string}` ? Name : never, origins: string[]): SourceDirective[] =>
    origins.length > 0 ? [`${name} ${origins.join(' ')}`] : [];
  return {
    scripts: present([widget, ads, tagManager]),
    directives: [
      ...directive('connect-src', present([pixel, ads, widget, tagManager])),
      ...directive('img-src', present([pixel, ads, widget, tagManager])),
      ...directive('frame-src', present([ads, widget])),
      ...directive('form-action', present([ads])),
    ],
  };
}
