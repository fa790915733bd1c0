import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleFixRoutine, watchAdForm, type AdExitReason } from './ad-form-watch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch(hasAdElements = () => false) {
  const exits: AdExitReason[] = [];
  const control = watchAdForm({ hasAdElements, onExit: (reason) => exits.push(reason) });
  return { exits, control };
}

describe('watchAdForm', () => {
  it('sends the visitor to the exit URL one second after the ad script fails to load', () => {
    const { exits, control } = watch();
    vi.advanceTimersByTime(500);
    control.scriptFailed();
    vi.advanceTimersByTime(999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual(['script-failed']);
  });

  it('exits when no ad element appeared three seconds after the script loaded', () => {
    const { exits, control } = watch();
    control.scriptLoaded();
    vi.advanceTimersByTime(2999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual(['no-ad-elements']);
  });

  it('stays when the ad form rendered', () => {
    const { exits, control } = watch(() => true);
    control.scriptLoaded();
    vi.advanceTimersByTime(10_000);
    expect(exits).toEqual([]);
  });

  it('exits at six seconds when the loader never arrived', () => {
    const { exits } = watch();
    vi.advanceTimersByTime(5999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual(['loader-absent']);
  });

  it('exits only once even when several rules fire', () => {
    const { exits, control } = watch();
    control.scriptFailed();
    vi.advanceTimersByTime(10_000);
    expect(exits).toEqual(['script-failed']);
  });
});

describe('scheduleFixRoutine', () => {
  it('runs at 100, 200, 500 and 1000 ms and 100 ms after each change, and stops observing at 5 s', () => {
    const runs: number[] = [];
    let onChange = () => {};
    let isObserving = false;
    scheduleFixRoutine({
      fix: () => runs.push(Date.now()),
      observe: (callback) => {
        onChange = callback;
        isObserving = true;
        return () => {
          isObserving = false;
        };
      },
    });
    const start = Date.now();
    vi.advanceTimersByTime(1500);
    onChange();
    vi.advanceTimersByTime(100);
    expect(runs.map((at) => at - start)).toEqual([100, 200, 500, 1000, 1600]);
    vi.advanceTimersByTime(3400);
    expect(isObserving).toBe(false);
    onChange();
    vi.advanceTimersByTime(1000);
    expect(runs).toHaveLength(5);
  });
});
