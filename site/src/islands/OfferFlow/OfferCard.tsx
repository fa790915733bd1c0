import type { MouseEvent, Ref } from 'react';
import type { OfferView } from '../../lib/offers/offer-view.ts';

// One partner offer: what it is, the two choices, then its details, who says so and the disclaimer the CMS
// requires. The choices have the same size and weight (both filled, both high contrast): declining must be as
// easy as accepting. Accept is a real link opening a new tab (the popup replaces it on wide screens). Without an
// `href` (the session is still being recovered) both choices are shown at their final size but held: disabled
// until the link exists.

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
      <div className="card-body gap-3 p-4 sm:gap-4 sm:p-8">
        <div className="flex items-center gap-4">
          {offer.iconSrc ? (
            <img src={offer.iconSrc} alt="" width={64} height={64} className="hidden h-16 w-16 shrink-0 sm:block" />
          ) : null}
          <h2
            id={`offer-${offer.id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-3xl font-bold outline-none"
          >
            {offer.title}
          </h2>
        </div>
        <p className="text-2xl font-semibold text-primary">{offer.headline}</p>
        {/* The choices right under what the offer is, so a phone shows them on its first screen (where the
            decorative icon is left out, so the title keeps the card's width); the details
            follow (and describe the accept link for assistive technology). Side by side where both fit. */}
        <div className="flex flex-wrap gap-3 [&>*]:flex-1 [&>*]:basis-36">
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
        <p id={descriptionId} className="text-lg">
          {offer.description}
        </p>
        <p className="text-base italic">{offer.source}</p>
        {offer.disclaimer ? <p className="border-t-2 border-base-300 pt-4 text-base">{offer.disclaimer}</p> : null}
      </div>
    </article>
  );
}
