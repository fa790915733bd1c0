import type { MouseEvent, Ref } from 'react';
import type { OfferView } from '../../lib/offers/offer-view.ts';

// One partner offer: what it is, who says so, the disclaimer the CMS requires, and two choices of the same
// size and weight (both filled, both high contrast): declining must be as easy as accepting. Accept is a
// real link opening a new tab (the popup replaces it on wide screens). Without an `href` (the session is
// still being recovered) both choices are shown at their final size but held: disabled until the link exists.

export function OfferCard({
  offer,
  href,
  declineLabel,
  headingRef,
  onAccept,
  onDecline,
}: {
  offer: OfferView;
  href: string | null;
  declineLabel: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onAccept?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onDecline?: () => void;
}) {
  const choiceClass = 'btn btn-lg tap-target h-auto min-h-14 py-3 text-lg';
  const descriptionId = `offer-${offer.id}-description`;
  return (
    <article
      className="card border-2 border-base-300 bg-base-100 shadow-md"
      aria-labelledby={`offer-${offer.id}-title`}
    >
      <div className="card-body gap-4 p-5 sm:p-8">
        {offer.iconSrc ? <img src={offer.iconSrc} alt="" width={64} height={64} className="h-16 w-16" /> : null}
        <h2 id={`offer-${offer.id}-title`} ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
          {offer.title}
        </h2>
        <p className="text-2xl font-semibold text-primary">{offer.headline}</p>
        <p id={descriptionId} className="text-lg">
          {offer.description}
        </p>
        <p className="text-base italic">{offer.source}</p>
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {href === null ? (
            <button type="button" disabled aria-describedby={descriptionId} className={`${choiceClass} btn-primary`}>
              {offer.buttonText}
            </button>
          ) : (
            <a
              href={href}
              target="_blank"
              rel="noopener"
              onClick={onAccept}
              aria-describedby={descriptionId}
              className={`${choiceClass} btn-primary`}
            >
              {offer.buttonText}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <button type="button" onClick={onDecline} disabled={href === null} className={`${choiceClass} btn-neutral`}>
            {declineLabel}
          </button>
        </div>
        {offer.disclaimer ? <p className="border-t-2 border-base-300 pt-4 text-base">{offer.disclaimer}</p> : null}
      </div>
    </article>
  );
}
