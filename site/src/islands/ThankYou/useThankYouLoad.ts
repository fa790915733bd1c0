import type { WaitlistEntryView } from '@seniorguide/contracts';
import { pickFollowUpNumber } from '@seniorguide/funnel';
import { useEffect, useState } from 'react';
import { apiThankYouPort, getEntryOrNull } from '../../lib/thank-you/api-port.ts';
import { runThankYouLoad } from '../../lib/thank-you/thank-you-load.ts';
import { readVisitorIdentity, type VisitorIdentity } from '../../lib/thank-you/visitor-identity.ts';
import type { EntryLoad } from './useVisitorEntry.ts';

export type ThankYouState = { identity: VisitorIdentity | null; entry: EntryLoad };

/**
 * Runs the thank-you load once (spec section 4) and exposes who the page is for and their entry (for the
 * bonus link). With an id the entry is read directly; otherwise the load's own email lookup provides it.
 */
export function useThankYouLoad(): ThankYouState {
  const [identity, setIdentity] = useState<VisitorIdentity | null>(null);
  const [entry, setEntry] = useState<EntryLoad>({ status: 'loading' });

  useEffect(() => {
    const visitor = readVisitorIdentity();
    setIdentity(visitor);
    const done = (found: WaitlistEntryView | null) => setEntry({ status: 'done', entry: found });
    if (visitor.id !== null) void getEntryOrNull(visitor.id).catch(() => null).then(done);
    void runThankYouLoad({
      identity: visitor,
      affiliateId: visitor.context.affiliateId,
      port: apiThankYouPort,
      scheduleFollowUp: (send) => {
        const followUp = pickFollowUpNumber();
        // The random number doubles as the delay in seconds (spec section 9 lists it among the delays).
        setTimeout(() => void send(followUp), followUp * 1000);
      },
    }).then((result) => {
      if (visitor.id === null) done(result.kind === 'notified' || result.kind === 'notify-failed' ? result.entry : null);
    });
  }, []);

  return { identity, entry };
}
