import { pickFollowUpNumber } from '@seniorguide/funnel';
import { useEffect, useState } from 'react';
import { apiThankYouPort } from '../../flows/thank-you/api-port.ts';
import { runThankYouLoad, type MailOutcome } from '../../flows/thank-you/thank-you-load.ts';
import { readVisitorIdentity, type VisitorIdentity } from '../../flows/thank-you/visitor-identity.ts';
import type { EntryLoad } from './useVisitorEntry.ts';

/** `mail` is null until the tracker has answered about the guide email. */
export type ThankYouState = { identity: VisitorIdentity | null; entry: EntryLoad; mail: MailOutcome | null };

/**
 * Runs the thank-you load once and exposes who the page is for and their entry (for the
 * bonus link), as soon as the load knows it: read by id, or found by email when there is no id or it is stale.
 */
export function useThankYouLoad(): ThankYouState {
  const [identity, setIdentity] = useState<VisitorIdentity | null>(null);
  const [entry, setEntry] = useState<EntryLoad>({ status: 'loading' });
  const [mail, setMail] = useState<MailOutcome | null>(null);

  useEffect(() => {
    const visitor = readVisitorIdentity();
    setIdentity(visitor);
    void runThankYouLoad({
      identity: visitor,
      affiliateId: visitor.context.affiliateId,
      port: apiThankYouPort,
      onEntry: (found) => setEntry({ status: 'done', entry: found }),
      scheduleFollowUp: (send) => {
        const followUp = pickFollowUpNumber();
        // The random number doubles as the delay in seconds before it is sent.
        setTimeout(() => void send(followUp), followUp * 1000);
      },
    }).then(
      (result) => setMail(result.mail),
      () => setMail('unconfirmed'),
    );
  }, []);

  return { identity, entry, mail };
}
