import { useStore } from '@nanostores/react';
import type { SignupModalTexts } from '@seniorguide/content';
import { WIDGET_RETRY_MS } from '@seniorguide/funnel';
import { useRef, type MouseEvent } from 'react';
import { buildContinueRegistrationUrl } from '../../flows/signup/continue-registration-url.ts';
import { $isSignupOpen, closeSignup } from '../../stores/signup-modal.ts';
import { $trackingContext } from '../../stores/tracking-context.ts';
import { useHasMounted } from '../shared/useHasMounted.ts';
import { SignupForm } from '../SignupForm/SignupForm.tsx';
import type { DisclosureSource } from '../../flows/privacy/describe-disclosure.ts';
import { useSignupSubmission, type SignupSuccess } from '../SignupForm/useSignupSubmission.ts';
import { useDialogFocus } from './useDialogFocus.ts';
import { useTapAnswerHandOver } from './useTapAnswerHandOver.ts';

// The success toast is painted and announced before the page changes, instead of flashing away unseen.
const confirmationPauseMs = 1000;
// A referral widget that had not loaded at signup is tried again after WIDGET_RETRY_MS: the page stays until then.
const afterWidgetRetryMs = WIDGET_RETRY_MS + 100;

export default function SignupModal({
  texts,
  version,
  noteSource,
}: {
  texts: SignupModalTexts;
  version: number;
  noteSource: DisclosureSource;
}) {
  const isOpenInStore = useStore($isSignupOpen);
  const hasMounted = useHasMounted();
  const isOpen = isOpenInStore && hasMounted;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useDialogFocus({ dialogRef, isOpen, initialFocusRef: inputRef });
  useTapAnswerHandOver({ hasMounted, isOpen });

  const goToRegistration = ({ entryId, isWidgetRetryPending }: SignupSuccess) => {
    closeSignup();
    const next = buildContinueRegistrationUrl({
      entryId,
      version,
      tracking: $trackingContext.get(),
      currentSearch: window.location.search,
    });
    setTimeout(() => window.location.assign(next), isWidgetRetryPending ? afterWidgetRetryMs : confirmationPauseMs);
  };
  const signup = useSignupSubmission({ texts, version, noteSource, onSuccess: goToRegistration });

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) closeSignup();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="signup-modal-title"
      aria-describedby="signup-modal-intro"
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        event.preventDefault();
        closeSignup();
      }}
      onClick={closeOnBackdrop}
    >
      <div className="modal-box max-h-[100dvh] w-full border-2 border-base-300 sm:max-w-lg">
        <div className="mb-2 flex items-start justify-between gap-4">
          <h2 id="signup-modal-title" className="text-2xl font-bold">
            {texts.title}
          </h2>
          <button
            type="button"
            className="btn btn-square btn-ghost tap-target -mr-2 -mt-2"
            aria-label={texts.closeLabel}
            onClick={closeSignup}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id="signup-modal-intro" className="mb-5 text-lg">
          {texts.intro}
        </p>
        {isOpen ? (
          <SignupForm
            texts={texts}
            email={signup.email}
            error={signup.error}
            isPending={signup.isPending}
            onEmailChange={signup.setEmail}
            onSubmit={signup.submit}
            inputRef={inputRef}
          />
        ) : null}
      </div>
    </dialog>
  );
}
