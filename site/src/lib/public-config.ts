// Settings the server hands to the browser, rendered once by the layout as JSON (never secrets).
// Parsed by hand rather than with zod: this runs on every page before any interaction, and zod would
// be most of that page's JavaScript.

export const publicConfigElementId = 'site-config';

export type PublicConfig = {
  /** Google Tag Manager container; the data layer is fed only when it is set. */
  tagManagerContainerId: string | null;
  /** The referral widget script; signup launches it with the email when it is set. */
  referralWidgetScriptUrl: string | null;
  /** The landing version of this page (1, 2, 3), or null away from the landing pages. */
  landingVersion: number | null;
  /** Whether arriving on this page counts as the session's visit (false on the operator's pages). */
  tracksVisit: boolean;
  errorMonitor: { title: string; dismissLabel: string };
};

const fallbackConfig: PublicConfig = {
  tagManagerContainerId: null,
  referralWidgetScriptUrl: null,
  landingVersion: null,
  tracksVisit: true,
  errorMonitor: { title: 'Error Detected', dismissLabel: 'Dismiss' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads the JSON the layout rendered; anything missing or malformed falls back to "not configured". */
export function parsePublicConfig(json: string): PublicConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fallbackConfig;
  }
  if (!isRecord(parsed)) return fallbackConfig;
  const version = parsed.landingVersion;
  const monitor = isRecord(parsed.errorMonitor) ? parsed.errorMonitor : {};
  return {
    tagManagerContainerId: textOrNull(parsed.tagManagerContainerId),
    referralWidgetScriptUrl: textOrNull(parsed.referralWidgetScriptUrl),
    landingVersion: version === 1 || version === 2 || version === 3 ? version : null,
    tracksVisit: parsed.tracksVisit !== false,
    errorMonitor: {
      title: textOrNull(monitor.title) ?? fallbackConfig.errorMonitor.title,
      dismissLabel: textOrNull(monitor.dismissLabel) ?? fallbackConfig.errorMonitor.dismissLabel,
    },
  };
}

let cached: PublicConfig | null = null;

export function readPublicConfig(): PublicConfig {
  cached ??= parsePublicConfig(document.getElementById(publicConfigElementId)?.textContent ?? '');
  return cached;
}
