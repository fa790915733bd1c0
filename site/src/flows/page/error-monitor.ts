// The global error monitor: window errors, unhandled rejections and console errors are
// caught and handed to one callback. The monitor must never feed itself: errors raised while it is
// handling one, and a message repeated within a short window, are dropped.

export type CapturedError = { message: string; stack: string | null };

type ConsoleLike = { error: (...args: unknown[]) => void };

export type InstallErrorMonitorInput = {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  console: ConsoleLike;
  onError: (error: CapturedError) => void;
  now?: () => number;
  repeatWindowMs?: number;
};

function describe(value: unknown): CapturedError {
  if (value instanceof Error) return { message: value.message || value.name, stack: value.stack ?? null };
  if (typeof value === 'string') return { message: value, stack: null };
  try {
    return { message: JSON.stringify(value) ?? String(value), stack: null };
  } catch {
    return { message: String(value), stack: null };
  }
}

function describeConsoleArgs(args: unknown[]): CapturedError {
  const firstError = args.find((arg) => arg instanceof Error);
  const message = args.map((arg) => describe(arg).message).join(' ');
  return { message, stack: firstError instanceof Error ? (firstError.stack ?? null) : null };
}

/** Installs the listeners; returns a function that removes them and restores `console.error`. */
export function installErrorMonitor({
  target,
  console: consoleLike,
  onError,
  now = Date.now,
  repeatWindowMs = 2000,
}: InstallErrorMonitorInput): () => void {
  let isHandling = false;
  let lastMessage = '';
  let lastAt = -Infinity;

  const handle = (captured: CapturedError) => {
    if (isHandling || !captured.message.trim()) return;
    const at = now();
    if (captured.message === lastMessage && at - lastAt < repeatWindowMs) return;
    lastMessage = captured.message;
    lastAt = at;
    isHandling = true;
    try {
      onError(captured);
    } catch {
      // A failing handler must not raise a new error for the monitor to catch.
    } finally {
      isHandling = false;
    }
  };

  // An ErrorEvent carries the thrown value in `error` (absent for cross-origin scripts) and a `message`.
  const onWindowError = (event: Event) => {
    const thrown: unknown = Reflect.get(event, 'error');
    const message: unknown = Reflect.get(event, 'message');
    if (thrown !== undefined && thrown !== null) handle(describe(thrown));
    else handle({ message: typeof message === 'string' && message ? message : 'Unknown error', stack: null });
  };
  const onRejection = (event: Event) => {
    handle(describe('reason' in event ? event.reason : event));
  };
  const originalError = consoleLike.error;
  consoleLike.error = (...args: unknown[]) => {
    originalError.apply(consoleLike, args);
    handle(describeConsoleArgs(args));
  };

  target.addEventListener('error', onWindowError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onWindowError);
    target.removeEventListener('unhandledrejection', onRejection);
    consoleLike.error = originalError;
  };
}
