import {
  AD_ELEMENT_CHECK_MS,
  AD_LOAD_FAILURE_REDIRECT_MS,
  AD_TIMEOUT_MS,
  FIX_ROUTINE_AFTER_CHANGE_MS,
  FIX_ROUTINE_DELAYS_MS,
  OBSERVER_STOP_MS,
} from '@seniorguide/funnel';

// The timing rules of the ad screen, free of the DOM so they can be tested with fake
// timers: when to give up on the ad form and send the visitor to the exit URL, and when to run the fix
// routine that tames the injected markup.

export type AdExitReason = 'script-failed' | 'no-ad-elements' | 'loader-absent';

type SetTimer = (run: () => void, delayMs: number) => void;

const defaultSetTimer: SetTimer = (run, delayMs) => void setTimeout(run, delayMs);

export type AdFormWatch = { scriptLoaded: () => void; scriptFailed: () => void; stop: () => void };

/**
 * Exit once: 1 s after the script fails to load; 3 s after it loads if no ad element has appeared; and at
 * 6 s if the loader never arrived at all.
 */
export function watchAdForm({
  hasAdElements,
  onExit,
  setTimer = defaultSetTimer,
}: {
  hasAdElements: () => boolean;
  onExit: (reason: AdExitReason) => void;
  setTimer?: SetTimer;
}): AdFormWatch {
  let isLoaded = false;
  let isDone = false;
  const exit = (reason: AdExitReason) => {
    if (isDone) return;
    isDone = true;
    onExit(reason);
  };
  setTimer(() => {
    if (!isLoaded) exit('loader-absent');
  }, AD_TIMEOUT_MS);
  return {
    scriptLoaded: () => {
      isLoaded = true;
      setTimer(() => {
        if (!hasAdElements()) exit('no-ad-elements');
      }, AD_ELEMENT_CHECK_MS);
    },
    scriptFailed: () => setTimer(() => exit('script-failed'), AD_LOAD_FAILURE_REDIRECT_MS),
    stop: () => {
      isDone = true;
    },
  };
}

/**
 * Runs `fix` at 100, 200, 500 and 1000 ms, and 100 ms after each change `observe` reports; observing
 * stops after 5 s. `observe` starts watching and returns the function that stops it.
 */
export function scheduleFixRoutine({
  fix,
  observe,
  setTimer = defaultSetTimer,
}: {
  fix: () => void;
  observe: (onChange: () => void) => () => void;
  setTimer?: SetTimer;
}): () => void {
  let isObserving = true;
  const stopObserving = observe(() => {
    if (isObserving) setTimer(fix, FIX_ROUTINE_AFTER_CHANGE_MS);
  });
  const stop = () => {
    if (!isObserving) return;
    isObserving = false;
    stopObserving();
  };
  for (const delay of FIX_ROUTINE_DELAYS_MS) setTimer(fix, delay);
  setTimer(stop, OBSERVER_STOP_MS);
  return stop;
}
