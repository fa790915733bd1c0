/** An offer's display name: the one its offer actions carried, else its id in words ('meals-on-wheels' → 'Meals On Wheels'). */
export function offerDisplayName(offerId: string, known: ReadonlyMap<string, string>): string {
  return (
    known.get(offerId) ??
    offerId
      .split(/[-_]/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
