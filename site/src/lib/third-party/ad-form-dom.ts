import type { TrackingContext } from '@seniorguide/contracts';
import { scheduleFixRoutine, watchAdForm, type AdExitReason } from './ad-form-watch.ts';

// Injects the ad network's form script (configured in the CMS) into the page and watches it. The script
// reads `window.adNetworkConfig` and renders into the container it names.

export type AdNetworkConfig = {
  containerId: string;
  email: string | null;
  /** The referral sub id (ONB_…), as on every partner link. */
  subId: string;
  /** The visitor's own affiliate, sub and s1–s3 values, for networks that report them back. */
  tracking: TrackingContext;
  exitUrl: string;
};

/**
 * The fix routine: third-party markup is made to fit the 600px container and to be usable by everyone
 * (no sideways scrolling on a phone, readable inputs, a name for every frame).
 */
export function fixAdMarkup(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>('iframe, form, img, table, div')) {
    element.style.maxWidth = '100%';
    element.style.boxSizing = 'border-box';
  }
  for (const frame of container.querySelectorAll('iframe')) {
    if (!frame.title) frame.title = 'Partner offer form';
  }
  for (const field of container.querySelectorAll<HTMLElement>('input, select, textarea, button')) {
    if (Number.parseFloat(getComputedStyle(field).fontSize) < 16) field.style.fontSize = '1rem';
  }
}

export function startAdForm({
  scriptUrl,
  container,
  config,
  onExit,
  onAdShown,
}: {
  scriptUrl: string;
  container: HTMLElement;
  config: AdNetworkConfig;
  onExit: (reason: AdExitReason) => void;
  onAdShown: () => void;
}): () => void {
  const hasAdElements = () => container.querySelector('*') !== null;
  const watch = watchAdForm({ hasAdElements, onExit });
  const stopFixing = scheduleFixRoutine({
    fix: () => {
      fixAdMarkup(container);
      if (hasAdElements()) onAdShown();
    },
    observe: (onChange) => {
      // The whole page is watched: ad scripts also add styles and wrappers outside their container.
      const observer = new MutationObserver(onChange);
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      return () => observer.disconnect();
    },
  });

  Reflect.set(window, 'adNetworkConfig', config);
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.addEventListener('load', () => watch.scriptLoaded());
  script.addEventListener('error', () => watch.scriptFailed());
  document.head.appendChild(script);

  return () => {
    watch.stop();
    stopFixing();
  };
}
