import type { RankedOffer } from '@seniorguide/funnel';
import { formatCount, formatPercentage } from '../logic/format.ts';

/** Offer Performance Summary: the top 6 offers ranked, count and conversion against impressions. */
export function OfferSummary({ offers }: { offers: readonly RankedOffer[] }) {
  if (offers.length === 0) return <p>No offer was accepted in this period.</p>;
  return (
    <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="offer-summary">
      {offers.map((offer) => (
        <li
          key={offer.offerId}
          className="flex items-center gap-4 rounded-box border-2 border-base-300 p-4"
          data-offer-id={offer.offerId}
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content">
            <span className="sr-only">Rank </span>
            {offer.rank}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold" data-testid="offer-name">
              {offer.name}
            </span>
            <span>
              <span data-testid="offer-count">{formatCount(offer.count)}</span> accepted ·{' '}
              <span data-testid="offer-rate">{formatPercentage(offer.conversionRate)}</span> of impressions
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
