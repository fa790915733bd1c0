import type { SignupModalTexts } from '@seniorguide/content';
import { checkEmail, readTrackingParams } from '@seniorguide/funnel';
import { useState, type FormEvent } from 'react';
import { pushDataLayer } from '../../lib/data-layer.ts';
import type { DisclosureSource } from '../../flows/privacy/describe-disclosure.ts';
import { submitSignup, type SignupOutcome } from '../../flows/signup/submit-signup.ts';
import { showToast } from '../../stores/toasts.ts';
import { $trackingContext, emptyTrackingContext } from '../../stores/tracking-context.ts';

export type SignupSuccess = SignupOutcome & { email: string };

function currentTracking() {
  const captured = $trackingContext.get();
  // Before the page script ran (it always runs first in practice), read the URL directly.
  return captured === emptyTrackingContext ? readTrackingParams(window.location.search) : captured;
}

/** Email field state, validation, the pending flag and the toasts of a signup form. */
export function useSignupSubmission({
  texts,
  version,
  noteSource,
  onSuccess,
}: {
  texts: SignupModalTexts;
  version: number;
  /** The CMS document of the privacy note (the consent ledger). */
  noteSource: DisclosureSource;
  onSuccess: (success: SignupSuccess) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const submitEmail = async (entered: string) => {
    if (isPending) return;
    const check = checkEmail(entered);
    if (!check.valid) {
      setError(texts.invalidEmailMessage);
      pushDataLayer({ event: 'form_error', form: 'signup', message: texts.invalidEmailMessage });
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      const outcome = await submitSignup({
        email: check.value,
        version,
        tracking: currentTracking(),
        note: { from: noteSource, text: texts.privacyNote },
      });
      showToast({ title: texts.successToastTitle, description: texts.successToastMessage });
      onSuccess({ ...outcome, email: check.value });
    } catch (failure) {
      const { readServerMessage } = await import('../../lib/api.ts');
      const message = readServerMessage(failure) ?? texts.errorFallbackMessage;
      showToast({ title: texts.errorToastTitle, description: message, variant: 'destructive' });
      pushDataLayer({ event: 'form_error', form: 'signup', message });
    } finally {
      setIsPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitEmail(email);
  };

  const reset = () => {
    setEmail('');
    setError(null);
  };

  return { email, setEmail, error, isPending, submit, submitEmail, reset };
}
