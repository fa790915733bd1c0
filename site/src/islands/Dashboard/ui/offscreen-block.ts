// A block of the dashboard below the first screen that the browser neither styles nor lays out until it comes
// near the viewport (its last size, or 480px before its first layout, holds its place, so nothing in view
// moves). It keeps the signed-in dashboard's first render short (Lighthouse's Total Blocking Time).
//
// Not on a block followed by one with form controls (the postback panel): axe, and so Lighthouse, measures
// the targets of a block that was never laid out at its placeholder size, and would see them overlap the
// next block's (target-size).
export const offscreenBlock = '[content-visibility:auto] [contain-intrinsic-size:auto_480px]';
