import { useEffect, useRef, type ReactNode } from 'react';
import { dashboardTexts } from './texts.ts';

/**
 * The playful title, and on the right whatever the current screen offers (Refresh, sign-out).
 * `focusTitle` moves focus to the title, so a keyboard user who just signed in starts at the top.
 */
export function DashboardHeader({ children, focusTitle = false }: { children?: ReactNode; focusTitle?: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 ref={title} tabIndex={-1} className="text-3xl font-bold outline-none md:text-4xl">
          {dashboardTexts.title}
        </h1>
        <p className="mt-2 text-lg">{dashboardTexts.subtitle}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </header>
  );
}
