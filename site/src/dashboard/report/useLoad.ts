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

/**
 * Runs `load` whenever `key` changes, aborting the previous run so a slow answer for old filters never
 * overwrites a newer one. A 401 or 403 goes to `onSessionLoss` instead of showing as an error.
 */
export function useLoad<T>({
  key,
  load,
  onSessionLoss,
}: {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  onSessionLoss: SessionLossHandler;
}): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ data: null, isLoading: true, error: null });
  // The latest callbacks, read when `key` changes; a new callback alone never starts a load.
  const loadRef = useRef(load);
  const lossRef = useRef(onSessionLoss);
  useLayoutEffect(() => {
    loadRef.current = load;
    lossRef.current = onSessionLoss;
  });

  useEffect(() => {
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
