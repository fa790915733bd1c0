import { atom } from 'nanostores';

/**
 * Whether the visitor opened the partner by hand ("click here" on /redirect). A page script sets it before the
 * countdown island has hydrated too, so an early tap is not followed by a second partner tab when the time is up.
 */
export const $isPartnerOpenedByHand = atom(false);

export function notePartnerOpenedByHand(): void {
  $isPartnerOpenedByHand.set(true);
}
