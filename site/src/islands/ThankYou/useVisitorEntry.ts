import type { WaitlistEntryView } from '@seniorguide/contracts';
import { useEffect, useState } from 'react';
import { apiThankYouPort } from '../../flows/thank-you/api-port.ts';

export type EntryLoad = { status: 'loading' } | { status: 'done'; entry: WaitlistEntryView | null };

/** Reads the visitor's entry by id, else looks it up by email. A failed read is "no entry", never an error. */
export function readVisitorEntry({
  id,
  email,
}: {
  id: number | null;
  email: string | null;
}): Promise<WaitlistEntryView | null> {
  if (id !== null) return apiThankYouPort.getEntry(id).catch(() => null);
  if (email !== null) return apiThankYouPort.findByEmail(email).catch(() => null);
  return Promise.resolve(null);
}

/** The entry as React state; `ready` false while the identity is still being read from the browser. */
export function useVisitorEntry({
  id,
  email,
  ready,
}: {
  id: number | null;
  email: string | null;
  ready: boolean;
}): EntryLoad {
  const [load, setLoad] = useState<EntryLoad>({ status: 'loading' });
  useEffect(() => {
    if (!ready) return;
    let isCurrent = true;
    void readVisitorEntry({ id, email }).then((entry) => {
      if (isCurrent) setLoad({ status: 'done', entry });
    });
    return () => {
      isCurrent = false;
    };
  }, [id, email, ready]);
  return load;
}
