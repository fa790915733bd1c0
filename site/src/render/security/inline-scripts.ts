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

/**
 * The landing page's answer to a tap on "get the guide" before anything else has loaded (a slow phone needs
 * seconds for the dialog's code): the button shows it is working at once (aria-busy, styled by the button), and
 * the page notes the request (data-signup-asked) for the dialog's code to carry out once it runs. Once the dialog
 * is live (data-signup-live) it answers taps itself.
 */
export const signupTapAnswer = `document.addEventListener('click', (event) => {
  const root = document.documentElement;
  const opener = event.target instanceof Element ? event.target.closest('[data-open-signup]') : null;
  if (!opener || root.hasAttribute('data-signup-live')) return;
  root.setAttribute('data-signup-asked', '');
  opener.setAttribute('aria-busy', 'true');
}, true);`;

/**
 * Hashes of the inline scripts the product writes on a page: the tag manager's loader only where the page
 * loads it; the signup's tap answer on every page (a hash allows that one text only, wherever it is).
 */
export function inlineScriptHashes({ loadsTagManager }: { loadsTagManager: boolean }): ScriptHash[] {
  const always = [scriptHash(zodWithoutEval), scriptHash(signupTapAnswer)];
  return loadsTagManager ? [...always, scriptHash(tagManagerLoader)] : always;
}
