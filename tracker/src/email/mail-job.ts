import type { DeliveryJob } from '../outbox/mailer-port.ts';

/** What the mailer needs from an outbox job: who to write to, about which entry, under which id. */
export type MailJob = Pick<DeliveryJob, 'id' | 'kind' | 'email' | 'entryId'>;
