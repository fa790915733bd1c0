import type { SignupModalTexts } from '@seniorguide/content';
import { useId, type FormEvent, type Ref } from 'react';

export type SignupFormProps = {
  texts: SignupModalTexts;
  email: string;
  error: string | null;
  isPending: boolean;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** The email form shared by the modal and the inline signup. */
export function SignupForm({ texts, email, error, isPending, onEmailChange, onSubmit, inputRef }: SignupFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;

  return (
    // method="post": should the page's scripts not run at all, a submitted email never lands in a URL.
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isPending}>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-lg font-semibold">
          {texts.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          placeholder={texts.emailPlaceholder}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${noteId}` : noteId}
          className={`input input-lg w-full border-2 text-lg ${error ? 'input-error' : 'border-base-content/60'}`}
        />
        {error ? (
          <p id={errorId} role="alert" className="font-semibold text-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-lg tap-target w-full text-lg" disabled={isPending}>
        {isPending ? texts.pendingLabel : texts.submitLabel}
      </button>
      <p id={noteId} className="text-base">
        {texts.privacyNote}
      </p>
    </form>
  );
}
