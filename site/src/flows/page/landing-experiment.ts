import { localStorageKeys, type ExperimentMark } from '@seniorguide/contracts';
import { readExperimentMark } from '@seniorguide/funnel';
import { readStoredJson, writeStored } from '../../lib/browser-storage.ts';

// Issue 17: the experiment that assigned the version shown on `/` rides with the session's visit, once per
// browser and "since" point (so a visitor is one visitor, however many sessions), and the signup carries the
// experiment of that counted visit (first touch), whatever page it is made on. The site's server names the
// experiment in a cookie only on `/` answers it assigned; /v2 and /v3 opened directly carry none.

/** The experiment that assigned this page, when this is `/` and the server marked the version shown. */
export function readAssignedExperiment(landingVersion: number | null): ExperimentMark | null {
  if (window.location.pathname !== '/') return null;
  const mark = readExperimentMark(document.cookie);
  if (!mark || mark.version !== landingVersion) return null;
  return { id: mark.id, version: mark.version, since: new Date(mark.since).toISOString() };
}

/** The experiment this browser's visit was counted in, or null; checked by hand (no zod on this early path). */
export function readCountedExperiment(): ExperimentMark | null {
  const stored = readStoredJson('local', localStorageKeys.landingExperiment);
  if (typeof stored !== 'object' || stored === null) return null;
  const id: unknown = Reflect.get(stored, 'id');
  const version: unknown = Reflect.get(stored, 'version');
  const since: unknown = Reflect.get(stored, 'since');
  if (typeof id !== 'string' || typeof version !== 'number' || typeof since !== 'string') return null;
  return { id, version, since };
}

/** The assigned experiment, unless this browser was already counted in it since the same point. */
export function experimentToCount(landingVersion: number | null): ExperimentMark | null {
  const assigned = readAssignedExperiment(landingVersion);
  const counted = readCountedExperiment();
  if (!assigned || (counted?.id === assigned.id && counted.since === assigned.since)) return null;
  return assigned;
}

export function rememberCountedExperiment(mark: ExperimentMark): void {
  writeStored('local', localStorageKeys.landingExperiment, JSON.stringify(mark));
}
