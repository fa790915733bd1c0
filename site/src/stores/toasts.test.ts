import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast } from './toasts.ts';

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
});
