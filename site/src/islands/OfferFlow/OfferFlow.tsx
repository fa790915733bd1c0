import type { PageTexts } from '@seniorguide/content';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { buildVisitorOfferLink } from '../../lib/offers/offer-link.ts';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { openOfferPopup } from '../../flows/offers/open-offer.ts';
import { SessionError, SessionLoading } from '../SessionRecovery/SessionStatus.tsx';
import { useSessionRecovery, type RecoveredContext } from '../SessionRecovery/useSessionRecovery.ts';
import { useOfferOrder } from '../shared/useOfferOrder.ts';
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
  if (session.status === 'error') return <SessionError message={session.message} homeLabel={homeLabel} />;
  if (session.status === 'ready') return <OrderedOffers offers={offers} texts={texts} context={session.context} />;
  return <HeldFirstOffer offers={offers} texts={texts} />;
}

/** The first offer is on screen from the first paint (server-rendered), with its choices held until the session
 *  and the visitor's offer order are known, so nothing changes under the visitor's finger. */
function HeldFirstOffer({ offers, texts }: { offers: OfferView[]; texts: Texts }) {
  const first = offers[0];
  if (!first) return <SessionLoading title={texts.loadingMessage} />;
  return (
    <OfferStep index={0} total={offers.length} texts={texts}>
      <OfferCard offer={first} href={null} declineLabel={texts.declineLabel} />
      <p role="status" className="sr-only">
        {texts.loadingMessage}
      </p>
    </OfferStep>
  );
}

/** The offers in this visitor's order (the CMS's Offer order: fixed, or chosen by earnings by the tracker). */
function OrderedOffers({ offers, texts, context }: { offers: OfferView[]; texts: Texts; context: RecoveredContext }) {
  const ordered = useOfferOrder({ entryId: context.waitlistId, flow: 'sequential', offers });
  if (!ordered) return <HeldFirstOffer offers={offers} texts={texts} />;
  return <SequentialOffers offers={ordered} texts={texts} context={context} />;
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
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openOfferPopup(href)) event.preventDefault();
    flow.respond('accepted');
  };

  return (
    <OfferStep index={flow.index} total={offers.length} texts={texts}>
      <OfferCard
        key={offer.id}
        offer={offer}
        href={href}
        declineLabel={texts.declineLabel}
        headingRef={headingRef}
        onAccept={accept}
        onDecline={() => flow.respond('declined')}
      />
    </OfferStep>
  );
}

/** The frame around one offer: the page heading (or the progress sentence after the first) and the dots. */
function OfferStep({
  index,
  total,
  texts,
  children,
}: {
  index: number;
  total: number;
  texts: Texts;
  children: ReactNode;
}) {
  const progress = fillProgress(texts.progressLabel, index + 1, total);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {index === 0 ? (
        <header className="flex flex-col gap-2 text-center sm:gap-3">
          <h1 className="text-3xl font-bold sm:text-4xl">{texts.heading}</h1>
          <p className="text-lg">{texts.intro}</p>
        </header>
      ) : (
        <h1 className="text-center text-2xl font-bold">{progress}</h1>
      )}
      <ProgressDots current={index + 1} total={total} {...(index === 0 ? { label: progress } : {})} />
      {children}
    </div>
  );
}
