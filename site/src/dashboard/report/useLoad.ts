import type { DashboardPanelPart } from '@seniorguide/contracts';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, readServerMessage } from '../../lib/api.ts';

export type LoadState<T> = {
  /** The latest data; kept while a newer load runs, so the page does not blank out on Refresh. */
  data: T | null;
  isLoading: boolean;
  error: string | null;
};

export type SessionLossHandler = (status: 401 | 403) => void;

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return readServerMessage(error) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** An answer already in hand for one key: a panel's part of the dashboard's first view (load-report.ts). */
export type LoadSeed<T> = { key: string; part: DashboardPanelPart<T> };

/**
 * Runs `load` whenever `key` changes, aborting the previous run so a slow answer for old filters never
 * overwrites a newer one. A 401 or 403 goes to `onSessionLoss` instead of showing as an error. When `seed` holds
 * the answer for the new key, it is shown instead of a call: the first view brought it.
 */
export function useLoad<T>({
  key,
  load,
  onSessionLoss,
  seed,
}: {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  onSessionLoss: SessionLossHandler;
  seed?: LoadSeed<T> | null;
}): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ data: null, isLoading: true, error: null });
  // The latest callbacks, read when `key` changes; a new callback alone never starts a load.
  const loadRef = useRef(load);
  const lossRef = useRef(onSessionLoss);
  const seedRef = useRef(seed);
  useLayoutEffect(() => {
    loadRef.current = load;
    lossRef.current = onSessionLoss;
    seedRef.current = seed;
  });

  useEffect(() => {
    const seeded = seedRef.current;
    // A late part (its source was slow) is no answer: the panel asks its own call.
    if (seeded?.key === key && !('late' in seeded.part)) {
      const part = seeded.part;
      setState(
        'data' in part
          ? { data: part.data, isLoading: false, error: null }
          : { data: null, isLoading: false, error: part.error },
      );
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, isLoading: true, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        // A transition: React renders a large report in slices of a few milliseconds instead of one long
        // task, so the page stays responsive while it appears (Lighthouse's Total Blocking Time).
        if (!controller.signal.aborted) startTransition(() => setState({ data, isLoading: false, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          lossRef.current(error.status);
          return;
        }
        setState((current) => ({ ...current, isLoading: false, error: describeFailure(error) }));
      },
    );
    return () => controller.abort();
  }, [key]);

  return state;
}
