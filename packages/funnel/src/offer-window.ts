// Where an offer link opens: on a desktop-width screen a 500x800 popup at the right edge,
// otherwise a new tab.

const DESKTOP_BREAKPOINT_PX = 768;
const OFFER_POPUP_WIDTH_PX = 500;
const OFFER_POPUP_HEIGHT_PX = 800;

export type OfferWindowPlan = { kind: 'popup'; features: string } | { kind: 'tab' };

/** `viewportWidth` decides desktop or not (768px and up); `screenWidth` places the popup at the right edge. */
export function planOfferWindow({
  viewportWidth,
  screenWidth,
}: {
  viewportWidth: number;
  screenWidth: number;
}): OfferWindowPlan {
  if (!(viewportWidth >= DESKTOP_BREAKPOINT_PX)) return { kind: 'tab' };
  const rightEdge = Math.floor(screenWidth) - OFFER_POPUP_WIDTH_PX;
  const left = Number.isFinite(rightEdge) ? Math.max(0, rightEdge) : 0;
  return {
    kind: 'popup',
    features: `width=${OFFER_POPUP_WIDTH_PX},height=${OFFER_POPUP_HEIGHT_PX},left=${left},top=0`,
  };
}
