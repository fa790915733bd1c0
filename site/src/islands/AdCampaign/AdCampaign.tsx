import type { PageTexts } from '@seniorguide/content';
import { AD_CONTAINER_MAX_WIDTH_PX, buildSignupSubId } from '@seniorguide/funnel';
import { useEffect, useRef, useState } from 'react';
import { buildThankYouUrl } from '../../lib/offers/thank-you-url.ts';
import { startAdForm } from '../../lib/third-party/ad-form-dom.ts';
import { SessionError, SessionLoading } from '../SessionRecovery/SessionStatus.tsx';
import { useSessionRecovery, type RecoveredContext } from '../SessionRecovery/useSessionRecovery.ts';

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
export default function AdCampaign({ texts, sessionErrors, homeLabel, pixelTemplate, adScriptUrl, exitUrl }: AdCampaignProps) {
  const session = useSessionRecovery({
    messages: { notFound: sessionErrors.notFound, failed: sessionErrors.recoveryFailed },
    pixelTemplate,
  });
  if (session.status === 'recovering') return <SessionLoading title={texts.loadingTitle} message={texts.loadingMessage} />;
  if (session.status === 'error') {
    return <SessionError title={texts.errorTitle} message={session.message} redirectingMessage={texts.redirectingMessage} homeLabel={homeLabel} />;
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
      exitUrl ?? buildThankYouUrl({ id: context.waitlistId, email: context.email ?? null, tracking: context, currentSearch: window.location.search });
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
        tracking: { affiliateId: context.affiliateId, subId: context.subId, s1: context.s1, s2: context.s2, s3: context.s3 },
        exitUrl: exitTo,
      },
      onAdShown: () => setIsAdShown(true),
      onExit: (reason) => {
        console.warn(`[ad screen] leaving for the exit URL: ${reason}`);
        window.location.assign(exitTo);
      },
    });
  }, [adScriptUrl, exitUrl, context]);

  return (
    <div className="flex flex-col items-center gap-6">
      <h1 className={isAdShown ? 'sr-only' : 'text-3xl font-bold text-center'}>{texts.loadingTitle}</h1>
      {isAdShown ? null : <SessionLoading title={texts.loadingMessage} />}
      <div id={containerId} ref={container} className="w-full" style={{ maxWidth: AD_CONTAINER_MAX_WIDTH_PX }} />
    </div>
  );
}
