import type { PageTexts } from '@seniorguide/content';
import { buildSignupSubId } from '@seniorguide/funnel';
import { useEffect, useRef, useState, type Ref } from 'react';
import { buildThankYouUrl } from '../../flows/offers/thank-you-url.ts';
import { startAdForm } from '../../lib/third-party/ad-form-dom.ts';
import { SessionError } from '../SessionRecovery/SessionStatus.tsx';
import { useSessionRecovery, type RecoveredContext } from '../SessionRecovery/useSessionRecovery.ts';

// The ad form's container is at most 600 px wide.
const AD_CONTAINER_MAX_WIDTH_PX = 600;

export type AdCampaignProps = {
  texts: PageTexts['adScreen'];
  sessionErrors: PageTexts['continueRegistration']['sessionErrors'];
  homeLabel: string;
  pixelTemplate: string | null;
  adScriptUrl: string | null;
  /** Where the visitor goes when the ad form fails or never shows; the thank-you page when unset. */
  exitUrl: string | null;
};

const containerId = 'ad-form';

/** /continue-registration/adq: recover the session, then embed the ad network's form. */
export default function AdCampaign({
  texts,
  sessionErrors,
  homeLabel,
  pixelTemplate,
  adScriptUrl,
  exitUrl,
}: AdCampaignProps) {
  const session = useSessionRecovery({
    messages: { notFound: sessionErrors.notFound, failed: sessionErrors.recoveryFailed },
    pixelTemplate,
  });
  // While recovering, the screen is already the one the ad form will fill, so nothing moves when it starts.
  if (session.status === 'recovering') return <AdScreen texts={texts} isAdShown={false} />;
  if (session.status === 'error') {
    return (
      <SessionError
        title={texts.errorTitle}
        message={session.message}
        redirectingMessage={texts.redirectingMessage}
        homeLabel={homeLabel}
      />
    );
  }
  return <AdForm texts={texts} context={session.context} adScriptUrl={adScriptUrl} exitUrl={exitUrl} />;
}

function AdForm({
  texts,
  context,
  adScriptUrl,
  exitUrl,
}: {
  texts: PageTexts['adScreen'];
  context: RecoveredContext;
  adScriptUrl: string | null;
  exitUrl: string | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [isAdShown, setIsAdShown] = useState(false);

  useEffect(() => {
    const exitTo =
      exitUrl ??
      buildThankYouUrl({
        id: context.waitlistId,
        email: context.email ?? null,
        tracking: context,
        currentSearch: window.location.search,
      });
    // Not configured: nothing to show, so the visitor goes straight on (architecture: third parties).
    if (!adScriptUrl || !container.current) {
      window.location.assign(exitTo);
      return;
    }
    return startAdForm({
      scriptUrl: adScriptUrl,
      container: container.current,
      config: {
        containerId,
        email: context.email ?? null,
        subId: buildSignupSubId({ affiliateId: context.affiliateId, version: context.version }),
        tracking: {
          affiliateId: context.affiliateId,
          subId: context.subId,
          s1: context.s1,
          s2: context.s2,
          s3: context.s3,
        },
        exitUrl: exitTo,
      },
      onAdShown: () => setIsAdShown(true),
      onExit: (reason) => {
        console.warn(`[ad screen] leaving for the exit URL: ${reason}`);
        window.location.assign(exitTo);
      },
    });
  }, [adScriptUrl, exitUrl, context]);

  return <AdScreen texts={texts} isAdShown={isAdShown} containerRef={container} />;
}

/**
 * The ad container with the loading title laid over it (not above it): when the form shows and the title
 * steps aside, the form does not move up under the visitor's finger.
 */
function AdScreen({
  texts,
  isAdShown,
  containerRef,
}: {
  texts: PageTexts['adScreen'];
  isAdShown: boolean;
  containerRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="relative mx-auto min-h-96 w-full" style={{ maxWidth: AD_CONTAINER_MAX_WIDTH_PX }}>
      <div id={containerId} ref={containerRef} className="w-full" style={{ maxWidth: AD_CONTAINER_MAX_WIDTH_PX }} />
      <div
        role={isAdShown ? undefined : 'status'}
        className={isAdShown ? 'sr-only' : 'absolute inset-0 flex flex-col items-center gap-6 bg-base-100 text-center'}
      >
        <h1 className="text-3xl font-bold">{texts.loadingTitle}</h1>
        {isAdShown ? null : (
          <>
            <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
            <p className="text-2xl font-bold">{texts.loadingMessage}</p>
          </>
        )}
      </div>
    </div>
  );
}
