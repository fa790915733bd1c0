import { atom } from 'nanostores';

/**
 * A tap on the guide's download button that is not yet tracked. A page script sets it before the island has
 * hydrated too, so a visitor who taps at once still has their download counted.
 */
export const $isDownloadPending = atom(false);

export function noteDownloadTap(): void {
  $isDownloadPending.set(true);
}

export function clearDownloadTap(): void {
  $isDownloadPending.set(false);
}
