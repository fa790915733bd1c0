import { describe, expect, it } from 'vitest';
import { localStorageKeys, sessionStorageKeys, storageKeys } from './storage-keys.ts';

// A renamed key silently forgets every returning visitor's context, so the names are pinned here.
describe('storage keys', () => {
  it.each([
    ['userContext', 'userContext'],
    ['userEmail', 'userEmail'],
    ['waitlistId', 'waitlistId'],
    ['waitlistEmail', 'waitlistEmail'],
    ['preservedAffiliateId', 'preservedAffiliateId'],
    ['landingExperiment', 'landingExperiment'],
  ] as const)('keeps %s in local storage under %j', (name, key) => {
    expect(localStorageKeys[name]).toBe(key);
  });

  it.each([
    ['enteredEmail', 'enteredEmail'],
    ['ebookDownloadedSession', 'ebook_downloaded_session'],
    ['sessionTracked', 'session_tracked'],
    ['campaignParams', 'campaignParams'],
  ] as const)('keeps %s in session storage under %j', (name, key) => {
    expect(sessionStorageKeys[name]).toBe(key);
  });

  it('never uses one key name for two purposes', () => {
    const names = Object.values(storageKeys);
    expect(new Set(names).size).toBe(Object.keys(localStorageKeys).length + Object.keys(sessionStorageKeys).length);
  });
});
