import type { PageTexts } from '@seniorguide/content';
import type { OfferView } from '../../lib/offers/offer-view.ts';
import { SessionError } from '../SessionRecovery/SessionStatus.tsx';
import { useSessionRecovery, type RecoveredContext } from '../SessionRecovery/useSessionRecovery.ts';
import { useOfferOrder } from '../shared/useOfferOrder.ts';
import { CategoryTile } from './CategoryTile.tsx';
import { useListFlow, type ListFlow } from './useListFlow.ts';

type Texts = PageTexts['continueRegistration']['list'];

export type OfferListProps = {
  offers: OfferView[];
  texts: Texts;
  loadingMessage: string;
  sessionErrors: PageTexts['continueRegistration']['sessionErrors'];
  homeLabel: string;
  pixelTemplate: string | null;
};

/** /continue-registration-2: recover the session, then the selectable categories. */
export default function OfferList({
  offers,
  texts,
  loadingMessage,
  sessionErrors,
  homeLabel,
  pixelTemplate,
}: OfferListProps) {
  const session = useSessionRecovery({
    messages: { notFound: sessionErrors.notFound, failed: sessionErrors.listRecoveryFailed },
    pixelTemplate,
  });
  if (session.status === 'error') return <SessionError message={session.message} homeLabel={homeLabel} />;
  if (session.status === 'ready')
    return (
      <OrderedCategories offers={offers} texts={texts} loadingMessage={loadingMessage} context={session.context} />
    );
  return <HeldCategories offers={offers} texts={texts} loadingMessage={loadingMessage} />;
}

const heldFlow: ListFlow = { selected: [], isProcessing: true, toggle: () => undefined, declineAll: () => undefined };

/** The categories are on screen from the first paint (server-rendered), held until the session and the visitor's
 *  offer order are known, so nothing changes under the visitor's finger. */
function HeldCategories({
  offers,
  texts,
  loadingMessage,
}: {
  offers: OfferView[];
  texts: Texts;
  loadingMessage: string;
}) {
  return (
    <Categories
      offers={offers}
      texts={texts}
      flow={heldFlow}
      isHeld
      statusMessage={`${texts.heading} ${loadingMessage}`}
    />
  );
}

/** The categories in this visitor's order (the CMS's Offer order: fixed, or chosen by earnings by the tracker). */
function OrderedCategories({
  offers,
  texts,
  loadingMessage,
  context,
}: {
  offers: OfferView[];
  texts: Texts;
  loadingMessage: string;
  context: RecoveredContext;
}) {
  const ordered = useOfferOrder({ entryId: context.waitlistId, flow: 'list', offers });
  if (!ordered) return <HeldCategories offers={offers} texts={texts} loadingMessage={loadingMessage} />;
  return <LiveCategories offers={ordered} texts={texts} context={context} />;
}

function LiveCategories({ offers, texts, context }: { offers: OfferView[]; texts: Texts; context: RecoveredContext }) {
  const flow = useListFlow({ offers, context });
  return (
    <Categories
      offers={offers}
      texts={texts}
      flow={flow}
      statusMessage={flow.isProcessing ? texts.processingLabel : ''}
    />
  );
}

function Categories({
  offers,
  texts,
  flow,
  isHeld = false,
  statusMessage,
}: {
  offers: OfferView[];
  texts: Texts;
  flow: ListFlow;
  isHeld?: boolean;
  statusMessage: string;
}) {
  const disclaimers = offers.filter((offer) => offer.disclaimer);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 text-center">
        <h1 className="text-4xl font-bold">{texts.heading}</h1>
        <p className="text-lg">{texts.intro}</p>
      </header>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={texts.heading}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <CategoryTile
              offer={offer}
              isSelected={flow.selected.includes(offer.id)}
              isDisabled={flow.isProcessing}
              selectedLabel={texts.selectedLabel}
              onToggle={() => flow.toggle(offer)}
            />
          </li>
        ))}
      </ul>
      <div className="flex items-start gap-3 rounded-box border-2 border-success bg-base-100 p-4">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          className="shrink-0 text-success"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z" strokeLinejoin="round" />
          <path d="M8.5 12l2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="text-base">
          <strong className="block text-lg">{texts.privacyNote}</strong>
          {texts.privacyText}
        </p>
      </div>
      {/* Declining stays within reach while the categories scroll by (a phone shows seven of them over several
          screens, more at large text): the button keeps to the bottom of the screen until its own place comes. */}
      <div
        data-sticky-decline
        className="sticky bottom-0 z-10 -mx-4 border-t-2 border-base-300 bg-base-100 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
      >
        <button
          type="button"
          onClick={flow.declineAll}
          disabled={flow.isProcessing}
          className="btn btn-lg tap-target mx-auto flex w-full max-w-sm border-2 border-base-content bg-base-100 text-lg text-base-content"
        >
          {flow.isProcessing && !isHeld ? texts.processingLabel : texts.noThanksLabel}
        </button>
      </div>
      <p role="status" className="sr-only">
        {statusMessage}
      </p>
      {disclaimers.length > 0 ? (
        <section
          aria-label="About these offers"
          className="flex flex-col gap-2 border-t-2 border-base-300 pt-4 text-base"
        >
          {disclaimers.map((offer) => (
            <p key={offer.id}>
              <strong>{offer.title}:</strong> {offer.disclaimer}
            </p>
          ))}
        </section>
      ) : null}
    </div>
  );
}
