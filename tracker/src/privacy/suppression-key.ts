import { createHmac } from 'node:crypto';
import { normaliseMailbox } from './mailbox.ts';

// The suppression list (opt-outs) must outlive everything else about a person, so it keeps a keyed hash of the
// address, never the address: enough to refuse a mail to it, useless to anyone without TRACKER_SECRET.
//
// It is keyed on the MAILBOX the address delivers to (privacy/mailbox.ts, the same rule as the mail caps), so
// an opt-out of ann@example.com also holds for Ann+x@Example.com: one person, one identity. A plain lower-case
// address is its own mailbox, so its key is the one recorded before the list was keyed by mailbox; older
// records of other spellings are still read (`olderKeysOf`).
//
// Beside the opt-outs, the list keeps two marks per mailbox under keys of their own (same table, same keyed
// hashes), which decide the one guide a suppressed mailbox may get (outbox/suppression-rule.ts):
// - released: when an erasure last removed the mailbox's entry (a new signup is then the person's own request);
// - granted: the entry creation time of the guide that used that release, so one erasure lets one guide through.

export type SuppressionKeyer = ((email: string) => string) & {
  /** Keys an opt-out of this address may have been recorded under before the list was keyed by mailbox. */
  olderKeysOf(email: string): string[];
  releasedKeyOf(email: string): string;
  grantedKeyOf(email: string): string;
};

export function createSuppressionKeyer(secret: string): SuppressionKeyer {
  const keyOf = (label: string, value: string) =>
    createHmac('sha256', secret).update(`${label}:${value}`).digest('base64url');
  const suppressionKeyOf = (email: string) => `k1:${keyOf('suppression', normaliseMailbox(email))}`;
  return Object.assign(suppressionKeyOf, {
    olderKeysOf: (email: string) => [`k1:${keyOf('suppression', email)}`, email],
    releasedKeyOf: (email: string) => `released:${keyOf('mailbox-released', normaliseMailbox(email))}`,
    grantedKeyOf: (email: string) => `granted:${keyOf('mailbox-granted', normaliseMailbox(email))}`,
  });
}
