import { atom } from 'nanostores';

/** Whether the 'Senior Savings Guide Signup' modal is open. Set before hydration too, so no click is lost. */
export const $isSignupOpen = atom(false);

export function openSignup(): void {
  $isSignupOpen.set(true);
}

export function closeSignup(): void {
  $isSignupOpen.set(false);
}
