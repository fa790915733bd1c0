import { readStoredJson, writeStored } from '../../lib/browser-storage.ts';

// Where a visitor is in the sequential flow, kept per entry for the browser session: a reload (or a
// return from the partner's tab that reloads the page) continues at the same offer instead of offer 1.

export type FlowProgress = { index: number; accepted: string[] };

const keyOf = (entryId: number) => `offer_flow_progress_${entryId}`;

export function parseFlowProgress(value: unknown, offerCount: number): FlowProgress {
  if (typeof value !== 'object' || value === null) return { index: 0, accepted: [] };
  const index: unknown = Reflect.get(value, 'index');
  const accepted: unknown = Reflect.get(value, 'accepted');
  const isValidIndex = typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < offerCount;
  return {
    index: isValidIndex ? index : 0,
    accepted:
      isValidIndex && Array.isArray(accepted) ? accepted.filter((id): id is string => typeof id === 'string') : [],
  };
}

export function readFlowProgress(entryId: number, offerCount: number): FlowProgress {
  return parseFlowProgress(readStoredJson('session', keyOf(entryId)), offerCount);
}

export function saveFlowProgress(entryId: number, progress: FlowProgress): void {
  writeStored('session', keyOf(entryId), JSON.stringify(progress));
}
