import type { PageTexts } from '@seniorguide/content';
import { useStore } from '@nanostores/react';
import { REDIRECT_COUNTDOWN_S } from '@seniorguide/funnel';
import { useEffect, useRef, useState } from 'react';
import { openInNewTab } from '../../flows/offers/open-offer.ts';
import { buildThankYouUrl } from '../../flows/offers/thank-you-url.ts';
import { formatCountedText } from '../../lib/texts/count-text.ts';
import { $isPartnerOpenedByHand } from '../../stores/redirect.ts';
import { $trackingContext, captureTrackingContext } from '../../stores/tracking-context.ts';
import { useCountdown } from './useCountdown.ts';

export type RedirectCountdownProps = {
  texts: PageTexts['redirect'];
  /** The partner URL, already checked against the CMS's partner hosts; null when absent or refused. */
  target: string | null;
  /** A url was given but is not on a partner host: say so, and go to /thank-you without opening it. */
  refusedMessage: string | null;
};

/** /redirect: a 4-second countdown with a progress bar, then the hand-off. */
export default function RedirectCountdown({ texts, target, refusedMessage }: RedirectCountdownProps) {
  const [thankYouHref, setThankYouHref] = useState('/thank-you');
  const hasGone = useRef(false);
  const leadsToThankYou = target !== null || refusedMessage !== null;
  // Read on leaving, not from state: after an early tap the island leaves in the pass that captures the context.
  const readThankYouHref = () =>
    buildThankYouUrl({
      id: null,
      email: null,
      tracking: $trackingContext.get(),
      currentSearch: window.location.search,
    });
  useEffect(() => {
    captureTrackingContext();
    setThankYouHref(readThankYouHref());
  }, []);

  const fallbackHref = leadsToThankYou ? thankYouHref : '/';
  const goOn = ({ openTarget }: { openTarget: boolean }) => {
    if (hasGone.current) return;
    hasGone.current = true;
    if (target !== null && openTarget) {
      // A blocked new tab (the timer is not a click) would lose the bonus: go there in this tab instead.
      if (!openInNewTab(target)) {
        window.location.assign(target);
        return;
      }
    }
    window.location.assign(leadsToThankYou ? readThankYouHref() : '/');
  };
  const { isRunning, secondsLeft, share } = useCountdown({
    seconds: REDIRECT_COUNTDOWN_S,
    onDone: () => goOn({ openTarget: true }),
  });
  // The link itself opened the partner (its tap reaches the store through the page's script, redirect.astro).
  const isPartnerOpenedByHand = useStore($isPartnerOpenedByHand);
  useEffect(() => {
    if (isPartnerOpenedByHand) goOn({ openTarget: false });
  }, [isPartnerOpenedByHand]);

  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <h1 className="text-4xl font-bold">{texts.title}</h1>
      {refusedMessage ? (
        <p role="alert" className="rounded-box border-2 border-error p-4 text-lg font-semibold">
          {refusedMessage}
        </p>
      ) : null}
      <p role="timer" data-state={isRunning ? 'running' : 'waiting'} className="text-2xl font-semibold">
        {formatCountedText({
          forms: { one: texts.countdownLabelOne, other: texts.countdownLabel },
          count: secondsLeft,
          placeholder: 'seconds',
        })}
      </p>
      <progress
        className="progress progress-primary h-5 w-full max-w-md"
        value={Math.round(share * 100)}
        max={100}
        aria-label={texts.title}
      />
      <p className="text-lg">
        {texts.manualPrefix}{' '}
        {target ? (
          <a
            href={target}
            target="_blank"
            rel="noopener"
            data-partner-link
            className="link link-primary tap-target inline-flex items-center font-bold"
          >
            {texts.manualLinkLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <a
            href={fallbackHref}
            onClick={() => (hasGone.current = true)}
            className="link link-primary tap-target inline-flex items-center font-bold"
          >
            {texts.manualLinkLabel}
          </a>
        )}
      </p>
    </div>
  );
}
