import type { PageTexts } from '@seniorguide/content';
import { useEffect, useRef, type MouseEvent } from 'react';
import { buildVisitorOfferLink } from '../../lib/offers/offer-link.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { openOfferPopup } from '../../lib/offers/open-offer.ts';
import { SessionError, SessionLoading } from '../SessionRecovery/SessionStatus.tsx';
import { useSessionRecovery, type RecoveredContext } from '../SessionRecovery/useSessionRecovery.ts';
import { OfferCard } from './OfferCard.tsx';
import { ProgressDots } from './ProgressDots.tsx';
import { useSequentialFlow } from './useSequentialFlow.ts';

type Texts = PageTexts['continueRegistration']['sequential'];

export type OfferFlowProps = {
  offers: OfferView[];
  texts: Texts;
  sessionErrors: PageTexts['continueRegistration']['sessionErrors'];
  homeLabel: string;
  pixelTemplate: string | null;
};

/** /continue-registration (and /v2, /v3): recover the session, then one offer per page. */
export default function OfferFlow({ offers, texts, sessionErrors, homeLabel, pixelTemplate }: OfferFlowProps) {
  const session = useSessionRecovery({
    messages: { notFound: sessionErrors.notFound, failed: sessionErrors.recoveryFailed },
    pixelTemplate,
  });
  if (session.status === 'recovering') return <SessionLoading title={texts.loadingMessage} />;
  if (session.status === 'error') return <SessionError message={session.message} homeLabel={homeLabel} />;
  return <SequentialOffers offers={offers} texts={texts} context={session.context} />;
}

function fillProgress(label: string, current: number, total: number): string {
  return label.replaceAll('{current}', String(current)).replaceAll('{total}', String(total));
}

function SequentialOffers({
  offers,
  texts,
  context,
}: {
  offers: OfferView[];
  texts: Texts;
  context: RecoveredContext;
}) {
  const flow = useSequentialFlow({ offers, context });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    // Keyboard and screen-reader users land on the next offer, not at the top of a changed page.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [flow.index]);

  const offer = offers[flow.index];
  if (flow.isCompleting || !offer) return <SessionLoading title={texts.completingMessage} />;

  const href = buildVisitorOfferLink({ baseUrl: offer.baseUrl, context, withEmail: true });
  const progress = fillProgress(texts.progressLabel, flow.index + 1, offers.length);
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openOfferPopup(href)) event.preventDefault();
    flow.respond('accepted');
  };

  return (
    <div className="flex flex-col gap-6">
      {flow.index === 0 ? (
        <header className="flex flex-col gap-3 text-center">
          <h1 className="text-4xl font-bold">{texts.heading}</h1>
          <p className="text-lg">{texts.intro}</p>
        </header>
      ) : (
        <h1 className="text-center text-2xl font-bold">{progress}</h1>
      )}
      <ProgressDots current={flow.index + 1} total={offers.length} {...(flow.index === 0 ? { label: progress } : {})} />
      <OfferCard
        key={offer.id}
        offer={offer}
        href={href}
        declineLabel={texts.declineLabel}
        headingRef={headingRef}
        onAccept={accept}
        onDecline={() => flow.respond('declined')}
      />
    </div>
  );
}
