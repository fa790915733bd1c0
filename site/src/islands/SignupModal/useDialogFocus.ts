import { useEffect, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Opens and closes a native <dialog> as a modal with `isOpen`. The browser makes the page behind it
 * inert and handles Escape; this keeps Tab cycling inside the dialog (instead of escaping to the browser
 * toolbar) and returns focus to the control that opened it.
 */
export function useDialogFocus({
  dialogRef,
  isOpen,
  initialFocusRef,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  initialFocusRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.focus();

    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', keepTabInside);
    return () => {
      dialog.removeEventListener('keydown', keepTabInside);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [dialogRef, isOpen, initialFocusRef]);
}
