import type { ReactNode } from 'react';
import { dashboardTexts } from './texts.ts';

/** The playful title, and on the right whatever the current screen offers (Refresh, sign-out). */
export function DashboardHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">
          {dashboardTexts.title}
        </h1>
        <p className="mt-2 text-lg">{dashboardTexts.subtitle}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </header>
  );
}
