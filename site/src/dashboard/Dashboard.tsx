import { useRef, type ReactNode } from 'react';
import { DashboardHeader } from './DashboardHeader.tsx';
import { OperatorDashboard } from './OperatorDashboard.tsx';
import { RefusalScreen } from './session/RefusalScreen.tsx';
import { SignInScreen } from './session/SignInScreen.tsx';
import { useOperatorSession } from './session/useOperatorSession.ts';
import { dashboardTexts } from './texts.ts';

/** /analytics: sign-in when there is no session, a refusal without the operator role, else the report. */
export default function Dashboard() {
  const { session, setSession, check, signOut, loseSession } = useOperatorSession();
  // Set by the sign-in form; a page opened with a live session keeps the browser's own focus.
  const hasJustSignedIn = useRef(false);

  switch (session.status) {
    case 'signedIn':
      return (
        <OperatorDashboard
          user={session.user}
          hasJustSignedIn={hasJustSignedIn.current}
          onSignOut={() => void signOut()}
          onSessionLoss={(status) => loseSession(status, dashboardTexts.sessionEnded)}
        />
      );
    case 'checking':
      return (
        <Frame>
          <p role="status">{dashboardTexts.checkingSession}</p>
        </Frame>
      );
    case 'signedOut':
      return (
        <Frame>
          <SignInScreen
            notice={session.notice}
            onSession={(next) => {
              hasJustSignedIn.current = true;
              setSession(next);
            }}
          />
        </Frame>
      );
    case 'refused':
      return (
        <Frame>
          <RefusalScreen user={session.user} onSignOut={() => void signOut()} />
        </Frame>
      );
    case 'unavailable':
      return (
        <Frame>
          <div role="alert" className="flex flex-col items-start gap-3 rounded-box border-2 border-error p-4">
            <p>
              <strong>{dashboardTexts.signIn.unavailable}</strong> {session.message}
            </p>
            <button type="button" className="btn btn-outline tap-target" onClick={() => void check()}>
              {dashboardTexts.retry}
            </button>
          </div>
        </Frame>
      );
  }
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader />
      {children}
    </div>
  );
}
