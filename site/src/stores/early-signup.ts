import { atom } from 'nanostores';

/**
 * The email of a signup sent from the page's form before its island hydrated (the browser would otherwise post
 * the page and lose it). A page script sets it; the island sends it once it is live.
 */
export const $earlySignupEmail = atom<string | null>(null);

export function noteEarlySignup(email: string): void {
  $earlySignupEmail.set(email);
}

export function clearEarlySignup(): void {
  $earlySignupEmail.set(null);
}
