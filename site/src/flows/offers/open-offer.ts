import { planOfferWindow } from '@seniorguide/funnel';

// Where an accepted offer opens. The Accept control is a real link with target="_blank",
// so a new tab is the default everywhere (no script needed, no popup blocker involved). On a desktop-width
// screen this opens the 500x800 popup at the right edge instead; when the browser refuses the popup,
// the link's own new tab takes over.

/** True when the popup opened, so the caller should stop the link's default new tab. */
export function openOfferPopup(url: string): boolean {
  const plan = planOfferWindow({
    viewportWidth: window.innerWidth,
    screenWidth: window.screen.availWidth || window.screen.width,
  });
  if (plan.kind !== 'popup') return false;
  return openDetached(url, plan.features);
}

/** Opens a new tab; false when the browser blocked it (unlike 'noopener', this can tell). */
export function openInNewTab(url: string): boolean {
  return openDetached(url, '');
}

// Opened blank first: while it is still same-origin its opener can be cut, so the partner page can never
// navigate this one (reverse tabnabbing); then it goes to the partner.
function openDetached(url: string, features: string): boolean {
  const opened = window.open('about:blank', '_blank', features);
  if (!opened) return false;
  try {
    opened.opener = null;
    opened.location.href = url;
    return true;
  } catch {
    opened.close();
    return false;
  }
}
