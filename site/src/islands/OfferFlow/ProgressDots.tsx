// Progress through the offers: the dots for the eye, the sentence ('Offer 2 of 7') for everyone.

/** `label` is left out where the page heading already says it. */
export function ProgressDots({ current, total, label }: { current: number; total: number; label?: string }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <ol className="flex gap-3" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={`h-4 w-4 rounded-full border-2 border-primary ${index < current ? 'bg-primary' : 'bg-base-100'}`}
          />
        ))}
      </ol>
      {label ? <p className="text-lg font-semibold">{label}</p> : null}
    </div>
  );
}
