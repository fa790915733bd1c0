import { readStoredJson, writeStored } from '../browser-storage.ts';

// Which entries already had their affiliate pixel fired in this browser session (session storage, so a
// new visit on another day may confirm again, as affiliate networks expect).

const key = 'affiliate_pixel_fired';

function firedIds(): number[] {
  const stored = readStoredJson('session', key);
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

export const pixelMemory = {
  wasFired: (entryId: number) => firedIds().includes(entryId),
  remember: (entryId: number) => writeStored('session', key, JSON.stringify([...firedIds(), entryId].slice(-20))),
};
