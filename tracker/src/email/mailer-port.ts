import type { StoredJob } from '../jobs/port.ts';

// The one port between the outbox and the mail sender: the outbox worker hands each claimed job to a
// Mailer; createMailer (mailer.ts) is the real one, tests pass their own.

/** What the mailer needs from an outbox job: who to write to, about which entry, under which id. */
export type MailJob = Pick<StoredJob, 'id' | 'kind' | 'email' | 'entryId'>;

/** Sends one job's email; throwing means "not sent, try again later". */
export type Mailer = { send(job: MailJob): Promise<void> };
