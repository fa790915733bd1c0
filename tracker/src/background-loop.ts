// A background job of a tracker process (the email outbox, the postbacks, the retention clean-up): a pass, then
// the next one `everyMs` after it ends, so two passes of one process never overlap; `stop` waits for a pass in
// progress, so a shutdown never cuts one in half.

export type BackgroundLoop<Result> = {
  /** One pass now (tests and the first run call it directly). */
  runOnce(): Promise<Result>;
  start(): void;
  /** Stops scheduling and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function createBackgroundLoop<Result>({
  pass,
  everyMs,
  firstDelayMs = everyMs,
  onError,
}: {
  pass: () => Promise<Result>;
  everyMs: number;
  firstDelayMs?: number;
  /** A failed pass is reported here; the next one runs on schedule. */
  onError: (error: unknown) => void;
}): BackgroundLoop<Result> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch(onError)
        .finally(() => {
          running = null;
          schedule(everyMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce: pass,
    start() {
      stopped = false;
      schedule(firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
