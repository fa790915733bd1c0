import type { ReactNode } from 'react';

/** The report tables' look: compact rows, aligned digits, and headings that wrap instead of widening the table. */
export const reportTableClass =
  'table table-sm tabular-nums [&_:is(td,th)]:text-[0.9rem] [&_thead_th]:whitespace-normal [&_thead_th]:align-bottom';

/**
 * A table that scrolls sideways on a narrow screen. The frame is focusable and named, so keyboard users
 * can scroll it too (axe: scrollable-region-focusable).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-field border border-base-300">
      {children}
    </div>
  );
}
