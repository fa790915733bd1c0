import { useId, type ReactNode } from 'react';
import { describeView } from '../logic/format.ts';
import type { ReportFilters } from '../logic/report-filters.ts';

/** A titled block of the report whose caption names the period, the affiliate and the time zone (a block without filters has none). */
export function Section({
  title,
  filters,
  note,
  actions,
  children,
}: {
  title: string;
  filters: ReportFilters | null;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-box border-2 border-base-300 bg-base-100 p-4 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
            {title}
          </h2>
          {filters ? (
            <p className="text-base text-base-content/80" data-testid="section-caption">
              {describeView(filters)}
            </p>
          ) : null}
          {note ? <p className="mt-1 text-base">{note}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
