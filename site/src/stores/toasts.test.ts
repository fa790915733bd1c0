import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showCarriedToast, showToast, startToastClock } from './toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast: a new one replaces the visible one', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Second' });
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Second']);
  });

  it('shows a toast for 6000 ms unless told otherwise', () => {
    showToast({ title: 'Default' });
    expect($toasts.get()[0]?.durationMs).toBe(6000);
    showToast({ title: 'Error Detected', durationMs: 10_000, variant: 'destructive' });
    expect($toasts.get()[0]).toMatchObject({ durationMs: 10_000, variant: 'destructive' });
  });

  it('closes a dismissed toast at once and removes it 1,000,000 ms later', () => {
    const id = showToast({ title: 'Saved' });
    dismissToast(id);
    expect($toasts.get()[0]?.isOpen).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  describe('carried onto the next page', () => {
    // The store runs in the browser: a window to announce on and a session storage to carry the toast in.
    beforeEach(() => {
      const stored = new Map<string, string>();
      vi.stubGlobal('window', { dispatchEvent: () => true });
      vi.stubGlobal('sessionStorage', {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it("counts a toast's time from when it is first seen, not from when it was asked for", () => {
      const id = showToast({ title: 'Success!' });
      // The toaster wakes up 2.5 s later on a slow phone: only then can the visitor read the toast.
      vi.advanceTimersByTime(2500);
      startToastClock(id);
      vi.advanceTimersByTime(1000);
      $toasts.set([]);
      showCarriedToast();
      expect($toasts.get()[0]).toMatchObject({ title: 'Success!', durationMs: 5000 });
    });

    it('shows a toast the page left before it was ever seen for its whole time', () => {
      showToast({ title: 'Success!' });
      vi.advanceTimersByTime(4000);
      $toasts.set([]);
      showCarriedToast();
      expect($toasts.get()[0]).toMatchObject({ title: 'Success!', durationMs: 6000 });
    });

    it('does not show again a toast with less than a second left', () => {
      const id = showToast({ title: 'Success!' });
      startToastClock(id);
      vi.advanceTimersByTime(5500);
      $toasts.set([]);
      showCarriedToast();
      expect($toasts.get()).toHaveLength(0);
    });
  });
});
