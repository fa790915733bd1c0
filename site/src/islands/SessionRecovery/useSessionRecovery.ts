import type { UserContext } from '@seniorguide/contracts';
import { SESSION_ERROR_REDIRECT_MS } from '@seniorguide/funnel';
import { useEffect, useLayoutEffect, useState } from 'react';
import { recoverSession } from '../../flows/session/recover-session.ts';

export type SessionErrorMessages = { notFound: string; failed: string };

/** What a recovered session knows of the visitor: always their entry's id. */
export type RecoveredContext = UserContext & { waitlistId: number };

export type SessionState =
  | { status: 'recovering' }
  | { status: 'ready'; context: RecoveredContext }
  | { status: 'error'; message: string };

/**
 * Recovers the session once on mount. On 'not found' or a failed lookup it shows the message and sends
 * the visitor to the home page after 3 seconds.
 */
export function useSessionRecovery({
  messages,
  pixelTemplate,
}: {
  messages: SessionErrorMessages;
  pixelTemplate: string | null;
}): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'recovering' });

  useEffect(() => {
    let isCurrent = true;
    recoverSession({ pixelTemplate })
      .then((outcome) => {
        if (!isCurrent) return;
        const id = outcome.status === 'found' ? outcome.context.waitlistId : null;
        if (outcome.status === 'found' && typeof id === 'number')
          setState({ status: 'ready', context: { ...outcome.context, waitlistId: id } });
        else setState({ status: 'error', message: messages.notFound });
      })
      .catch((error: unknown) => {
        console.warn('[session] recovery failed', error);
        if (isCurrent) setState({ status: 'error', message: messages.failed });
      });
    return () => {
      isCurrent = false;
    };
  }, [messages.notFound, messages.failed, pixelTemplate]);

  // A layout effect starts the 3 seconds in the same task that puts the message on screen, so they are
  // counted from what the visitor sees, not from whenever the passive effects run.
  useLayoutEffect(() => {
    if (state.status !== 'error') return;
    const timer = setTimeout(() => window.location.assign('/'), SESSION_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  return state;
}
