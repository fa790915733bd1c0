import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left (rounded up) and the elapsed share 0–1; calls `onDone` once when the time is up.
 * `isRunning` turns true once the timer ticks, which the server-rendered page cannot show.
 */
export function useCountdown({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [elapsedMs, setElapsedMs] = useState(0);
  const [isRunning, setIsRunning] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const startedAt = Date.now();
    const totalMs = seconds * 1000;
    const timer = setInterval(() => {
      const elapsed = Math.min(Date.now() - startedAt, totalMs);
      setElapsedMs(elapsed);
      if (elapsed >= totalMs) {
        clearInterval(timer);
        done.current();
      }
    }, 200);
    setIsRunning(true);
    return () => clearInterval(timer);
  }, [seconds]);

  return {
    isRunning,
    secondsLeft: Math.ceil((seconds * 1000 - elapsedMs) / 1000),
    share: elapsedMs / (seconds * 1000),
  };
}
