import { useEffect } from 'react';

/**
 * The landing page answers a tap on "get the guide" before this dialog's code runs (a busy button, and a noted
 * request: SignupTapAnswer.astro). Once the dialog is live it answers taps itself, so the page's early answer
 * stops; once it is open, the busy marks and the noted request go.
 */
export function useTapAnswerHandOver({ hasMounted, isOpen }: { hasMounted: boolean; isOpen: boolean }): void {
  useEffect(() => {
    if (hasMounted) document.documentElement.setAttribute('data-signup-live', '');
  }, [hasMounted]);

  useEffect(() => {
    if (!isOpen) return;
    document.documentElement.removeAttribute('data-signup-asked');
    for (const opener of document.querySelectorAll('[data-open-signup][aria-busy]'))
      opener.removeAttribute('aria-busy');
  }, [isOpen]);
}
