import { planOfferWindow } from '@seniorguide/funnel';

// Where an accepted offer opens (spec section 2). The Accept control is a real link with target="_blank",
// so a new tab is the default everywhere (no script needed, no popup blocker involved). On a desktop-width
// screen this opens the 500x800 popup at the right edge instead; when the browser refuses the popup,
// the link's own new tab takes over.

/** True when the popup opened, so the caller should stop the link's default new tab. */
export function openOfferPopup(url: string): boolean {
  const plan = planOfferWindow({ viewportWidth: window.innerWidth, screenWidth: window.screen.availWidth || window.screen.width });
  if (plan.kind !== 'popup') return false;
  // Opened blank first: while it is still same-origin its opener can be cut, so the partner page can never
  // navigate this one (reverse tabnabbing); then it goes to the partner.
  const popup = window.open('about:blank', '_blank', plan.features);
  if (!popup) return false;
  try {
    popup.opener = null;
    popup.location.href = url;
    return true;
  } catch {
    popup.close();
    return false;
  }
}
