import { atom } from 'nanostores';

// One toast at a time, shown 5 s by default, and kept in the store for 1,000,000 ms
// after it is dismissed (so its exit can finish and screen readers are not cut off mid-sentence).
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
const TOAST_DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  isOpen: boolean;
};

export type ShowToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
};

export const $toasts = atom<Toast[]>([]);

/** Dispatched on window for every new toast; the toaster island hydrates on the first one. */
export const toastShownEvent = 'site:toast-shown';

let nextToastNumber = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast; a newer toast replaces the visible one. Returns its id. */
export function showToast({ title, description, variant = 'default', durationMs }: ShowToastInput): string {
  nextToastNumber += 1;
  const id = `toast-${nextToastNumber}`;
  const toast: Toast = {
    id,
    title,
    variant,
    durationMs: durationMs ?? TOAST_DEFAULT_DURATION_MS,
    isOpen: true,
    ...(description === undefined ? {} : { description }),
  };
  $toasts.set([toast, ...$toasts.get()].slice(0, TOAST_LIMIT));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(toastShownEvent));
  return id;
}

/** Closes a toast now and removes it from the store after the remove delay above. */
export function dismissToast(id: string): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, isOpen: false } : toast)));
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    removeToast(id);
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function removeToast(id: string): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
