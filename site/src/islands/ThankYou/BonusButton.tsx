// The Section 8 bonus button: disabled with its loading label until the visitor's entry is known (so the
// link carries the right sub id), then a real link that opens the partner's page in a new tab.

export function BonusButton({
  href,
  label,
  loadingLabel,
}: {
  href: string | null;
  label: string;
  loadingLabel: string;
}) {
  const className = 'btn btn-secondary btn-lg tap-target h-auto min-h-14 w-full py-3 text-lg';
  if (href === null) {
    return (
      <button type="button" disabled aria-busy="true" className={className}>
        {loadingLabel}
      </button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
