import type { InlineSuccessTexts, SignupModalTexts } from '@seniorguide/content';
import { useStore } from '@nanostores/react';
import { INLINE_COMPLETION_MS } from '@seniorguide/funnel';
import { useEffect, useRef, useState } from 'react';
import { buildContinueRegistrationUrl } from '../../flows/signup/continue-registration-url.ts';
import { $earlySignupEmail, clearEarlySignup } from '../../stores/early-signup.ts';
import { $trackingContext } from '../../stores/tracking-context.ts';
import { SignupForm } from '../SignupForm/SignupForm.tsx';
import type { DisclosureSource } from '../../flows/privacy/describe-disclosure.ts';
import { useSignupSubmission, type SignupSuccess } from '../SignupForm/useSignupSubmission.ts';
import { InlineSuccess } from './InlineSuccess.tsx';

export type InlineSignupProps = {
  texts: SignupModalTexts;
  successTexts: InlineSuccessTexts;
  giftCardImageSrc: string | null;
  version: number;
  /** The CMS document of the privacy note (the consent ledger). */
  noteSource: DisclosureSource;
};

/**
 * The signup form placed on the page (landing version 3). After a signup it shows the success screen,
 * and 3 s later (the inline completion delay) sends the visitor on to the registration step,
 * unless they chose to sign up another person.
 */
export default function InlineSignup({
  texts,
  successTexts,
  giftCardImageSrc,
  version,
  noteSource,
}: InlineSignupProps) {
  const [success, setSuccess] = useState<SignupSuccess | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const signup = useSignupSubmission({ texts, version, noteSource, onSuccess: setSuccess });
  const { setEmail, submitEmail } = signup;

  // The form hydrates when the browser is idle: keep an address typed into the page before that, and send a
  // signup submitted before that (the page's script kept it in the store; see LandingPage.astro).
  const earlySignupEmail = useStore($earlySignupEmail);
  useEffect(() => {
    const typedBeforeHydration = inputRef.current?.value;
    if (typedBeforeHydration) setEmail(typedBeforeHydration);
  }, [setEmail]);
  useEffect(() => {
    if (earlySignupEmail === null) return;
    clearEarlySignup();
    setEmail(earlySignupEmail);
    void submitEmail(earlySignupEmail);
  }, [earlySignupEmail, setEmail, submitEmail]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => {
      window.location.assign(
        buildContinueRegistrationUrl({
          entryId: success.entryId,
          version,
          tracking: $trackingContext.get(),
          currentSearch: window.location.search,
        }),
      );
    }, INLINE_COMPLETION_MS);
    return () => clearTimeout(timer);
  }, [success, version]);

  const signUpAnother = () => {
    signup.reset();
    setSuccess(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  if (success)
    return <InlineSuccess texts={successTexts} giftCardImageSrc={giftCardImageSrc} onReset={signUpAnother} />;
  return (
    <SignupForm
      texts={texts}
      email={signup.email}
      error={signup.error}
      isPending={signup.isPending}
      onEmailChange={signup.setEmail}
      onSubmit={signup.submit}
      inputRef={inputRef}
    />
  );
}
