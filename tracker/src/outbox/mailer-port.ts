// What the outbox hands to the mail sender (tracker/src/email builds and sends the message).

export type DeliveryJob = {
  id: string;
  kind: 'delivery' | 'emergency';
  email: string;
  entryId: number | null;
  /** Attempts already made before this one. */
  attempts: number;
};

/** Sends one job's email; throwing means "not sent, try again later". */
export type Mailer = { send(job: DeliveryJob): Promise<void> };
