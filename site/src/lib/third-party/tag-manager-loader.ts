import { createHash } from 'node:crypto';
import { tagManagerOrigin } from '../security/integration-sources.ts';

// Google Tag Manager's standard loader, as one fixed inline script: the container id travels in the
// element's `data-container-id`, so the script text never changes and the page's Content-Security-Policy
// allows it by hash (components/layout/TagManager.astro inserts the hash). Server-side only.

export const tagManagerLoader = `(() => {
  const containerId = document.currentScript.dataset.containerId;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const tag = document.createElement('script');
  tag.async = true;
  tag.src = '${tagManagerOrigin}/gtm.js?id=' + encodeURIComponent(containerId);
  document.head.appendChild(tag);
})();`;

/** The loader's CSP hash (`sha256-…`). */
export const tagManagerLoaderHash: `sha256-${string}` = `sha256-${createHash('sha256').update(tagManagerLoader).digest('base64')}`;
