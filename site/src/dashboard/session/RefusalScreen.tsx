import type { SessionUser } from '@seniorguide/contracts';
import { useEffect, useRef } from 'react';
import { dashboardTexts } from '../texts.ts';

const texts = dashboardTexts.refusal;

/** A signed-in account without the operator role: say so plainly and offer another sign-in. */
export function RefusalScreen({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="refusal-title"
      className="mx-auto w-full max-w-xl rounded-box border-2 border-error bg-base-100 p-6"
    >
      <h2 id="refusal-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {texts.title}
      </h2>
      <p className="mt-3">
        {dashboardTexts.signedInAs} <strong>{user.email}</strong>.
      </p>
      <p className="mt-2">{texts.message}</p>
      <button type="button" className="btn btn-primary tap-target mt-4" onClick={onSignOut}>
        {dashboardTexts.signOut}
      </button>
    </section>
  );
}
