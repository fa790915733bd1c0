import type { OfferView } from '../../lib/offers/offer-view.ts';

// One selectable category: a toggle button (pressed = selected) that opens the offer in a new tab.

export function CategoryTile({
  offer,
  isSelected,
  isDisabled,
  selectedLabel,
  onToggle,
}: {
  offer: OfferView;
  isSelected: boolean;
  isDisabled: boolean;
  selectedLabel: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-describedby={`category-${offer.id}-headline`}
      disabled={isDisabled && !isSelected}
      onClick={onToggle}
      className={`tap-target flex w-full items-center gap-4 rounded-box border-2 p-4 text-left transition-colors ${
        isSelected
          ? 'border-primary bg-primary text-primary-content'
          : 'border-base-content/60 bg-base-100 hover:border-primary hover:bg-base-200'
      }`}
    >
      {offer.iconSrc ? (
        <img
          src={offer.iconSrc}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-field bg-base-100 p-1"
        />
      ) : null}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-xl font-bold">{offer.title}</span>
        <span id={`category-${offer.id}-headline`} className="text-base">
          {offer.headline}
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
        {isSelected ? <span className="text-base font-semibold">✓ {selectedLabel}</span> : null}
      </span>
    </button>
  );
}
