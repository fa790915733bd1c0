import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toasts } from '../../stores/toasts.ts';
import { useHasMounted } from '../shared/useHasMounted.ts';
import { ToastItem } from './ToastItem.tsx';

// F8 moves keyboard focus to the notifications.
const TOAST_HOTKEY = 'F8';

export default function Toaster({ closeLabel }: { closeLabel: string }) {
  const storedToasts = useStore($toasts);
  const toasts = useHasMounted() ? storedToasts : [];
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className="contents">
      <ol
        ref={viewport}
        tabIndex={-1}
        data-testid="toast-viewport"
        className="pointer-events-none fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]"
      >
        {toasts
          .filter((toast) => toast.isOpen)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
          ))}
      </ol>
    </section>
  );
}
