import { localStorageKeys, userContextSchema, type UserContext } from '@seniorguide/contracts';
import { atom } from 'nanostores';
import { readStoredJson, writeStored } from '../lib/browser-storage.ts';

// The visitor's context after signup, persisted in localStorage under `userContext`
// so the registration, thank-you and download pages of later visits know who they are talking to.

export const emptyUserContext: UserContext = {
  waitlistId: null,
  email: null,
  version: null,
  affiliateId: null,
  subId: null,
  s1: null,
  s2: null,
  s3: null,
};

export const $userContext = atom<UserContext>(emptyUserContext);

/** Reads the stored context once on the client; an unreadable value is treated as none. */
export function loadUserContext(): UserContext {
  const parsed = userContextSchema.safeParse(readStoredJson('local', localStorageKeys.userContext));
  const context = parsed.success ? parsed.data : emptyUserContext;
  $userContext.set(context);
  return context;
}

/** Replaces the context and persists it. */
export function saveUserContext(context: UserContext): void {
  $userContext.set(context);
  writeStored('local', localStorageKeys.userContext, JSON.stringify(context));
}
