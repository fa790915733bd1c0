/** Marks the row that converted best; spelled out, so it does not rely on colour. */
export function BestBadge({ isBest }: { isBest: boolean }) {
  if (!isBest) return null;
  return (
    <>
      {' '}
      <span className="badge badge-success font-semibold">Best</span>
    </>
  );
}
