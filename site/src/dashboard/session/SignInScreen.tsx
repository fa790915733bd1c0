import { loginBodySchema } from '@seniorguide/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, callApi, readServerMessage } from '../../lib/api.ts';
import { dashboardTexts } from '../texts.ts';
import { sessionOf, type OperatorSession } from './useOperatorSession.ts';

const texts = dashboardTexts.signIn;

/** Email and password for `/api/auth/login`; the tracker sets the httpOnly session cookie. */
export function SignInScreen({
  notice,
  onSession,
}: {
  notice: string | null;
  onSession: (session: OperatorSession) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const body = loginBodySchema.safeParse({ email, password });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? texts.failed);
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      const { user } = await callApi('login', { body: body.data });
      onSession(sessionOf(user));
    } catch (failure) {
      // The tracker's own words when it answered (wrong password, too many attempts, CMS down), else ours.
      const isWrongPassword = failure instanceof ApiError && failure.status === 401;
      setError(readServerMessage(failure) ?? (isWrongPassword ? texts.failed : texts.unavailable));
      setPassword('');
    } finally {
      setIsPending(false);
    }
  };

  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto w-full max-w-md rounded-box border-2 border-base-300 bg-base-100 p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {texts.title}
      </h2>
      <p className="mt-2">{texts.intro}</p>
      {notice ? (
        <p role="status" className="mt-4 rounded-field bg-base-200 p-3 font-semibold">
          {notice}
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4" aria-busy={isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="font-semibold">
            {texts.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="input w-full border-2 border-base-content/60"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="font-semibold">
            {texts.password}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="input w-full border-2 border-base-content/60"
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="font-semibold text-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary tap-target" disabled={isPending}>
          {isPending ? texts.pending : texts.submit}
        </button>
      </form>
    </section>
  );
}
