import { useEffect, useRef, useState } from 'react';

/**
 * Closes a toast after its duration. The clock pauses while the pointer or keyboard focus is on the
 * toast, so a slow reader never loses a message they are reading (WCAG 2.2.1).
 */
export function useAutoDismiss({ durationMs, onDismiss }: { durationMs: number; onDismiss: () => void }) {
  const [isPaused, setIsPaused] = useState(false);
  const remainingMs = useRef(durationMs);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [isPaused]);

  return {
    pause: () => setIsPaused(true),
    resume: () => setIsPaused(false),
  };
}
