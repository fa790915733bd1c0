import { useEffect, useRef } from 'react';

// What the visitor sees before the offers: a calm loading state, or the session error with a way home
// (the automatic redirect follows after 3 seconds; the link is there for anyone who would rather not wait).

export function SessionLoading({ title, message }: { title: string; message?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <p className="text-2xl font-bold">{title}</p>
      {message ? <p className="text-lg">{message}</p> : null}
    </div>
  );
}

export function SessionError({
  title,
  message,
  redirectingMessage,
  homeLabel,
}: {
  title?: string;
  message: string;
  redirectingMessage?: string;
  homeLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-col items-center gap-4 py-16 text-center outline-none"
    >
      {title ? <h1 className="text-3xl font-bold">{title}</h1> : null}
      <p className="text-xl font-semibold text-error">{message}</p>
      {redirectingMessage ? <p className="text-lg">{redirectingMessage}</p> : null}
      <a href="/" className="btn btn-primary btn-lg tap-target">
        {homeLabel}
      </a>
    </div>
  );
}
