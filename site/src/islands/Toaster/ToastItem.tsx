import { useEffect, type KeyboardEvent } from 'react';
import { dismissToast, startToastClock, type Toast } from '../../stores/toasts.ts';
import { useAutoDismiss } from './useAutoDismiss.ts';
import { useSwipeToDismiss } from './useSwipeToDismiss.ts';

export function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = () => dismissToast(toast.id);
  const { pause, resume } = useAutoDismiss({ durationMs: toast.durationMs, onDismiss: dismiss });
  const { offsetX, handlers } = useSwipeToDismiss(dismiss);
  useEffect(() => startToastClock(toast.id), [toast.id]);
  const isDestructive = toast.variant === 'destructive';

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <li
      {...handlers}
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-box border-2 p-4 shadow-xl ${
        isDestructive ? 'border-error bg-error text-error-content' : 'border-base-300 bg-base-100 text-base-content'
      }`}
      style={offsetX > 0 ? { transform: `translateX(${offsetX}px)` } : undefined}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onKeyDown={onKeyDown}
    >
      <div role={isDestructive ? 'alert' : 'status'} aria-atomic="true" className="min-w-0 flex-1">
        <p className="text-lg font-bold">{toast.title}</p>
        {toast.description ? <p className="mt-1">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className={`btn btn-square btn-ghost tap-target size-12 shrink-0 ${isDestructive ? 'text-error-content' : ''}`}
        aria-label={closeLabel}
        onClick={dismiss}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
