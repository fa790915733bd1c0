import type { StoredJob } from '../store/port.ts';

/** What the mailer needs from an outbox job: who to write to, about which entry, under which id. */
export type MailJob = Pick<StoredJob, 'id' | 'kind' | 'email' | 'entryId'>;
