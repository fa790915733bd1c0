import { createHash } from 'node:crypto';
import { tagManagerOrigin } from './integration-sources.ts';

// The only inline scripts the layout writes itself. Each is one fixed text, so the page policy allows it by
// hash (page-policy.ts); values a script needs ride in data attributes. Server-side only.

export type ScriptHash = `sha256-${string}`;

export const scriptHash = (text: string): ScriptHash => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * Zod probes once whether `new Function` works, which a strict policy reports as a blocked eval. Set before
 * any bundle loads zod (layouts/BaseLayout.astro), this makes zod skip the probe and parse without it.
 */
export const zodWithoutEval = 'globalThis.__zod_globalConfig = { jitless: true };';

/** Google Tag Manager's standard loader; the container id is the element's `data-container-id`. */
export const tagManagerLoader = `(() => {
  const containerId = document.currentScript.dataset.containerId;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const tag = document.createElement('script');
  tag.async = true;
  tag.src = '${tagManagerOrigin}/gtm.js?id=' + encodeURIComponent(containerId);
  document.head.appendChild(tag);
})();`;

/** Hashes of the layout's inline scripts on a page: the tag manager's loader only where the page loads it. */
export function inlineScriptHashes({ loadsTagManager }: { loadsTagManager: boolean }): ScriptHash[] {
  return loadsTagManager ? [scriptHash(zodWithoutEval), scriptHash(tagManagerLoader)] : [scriptHash(zodWithoutEval)];
}
