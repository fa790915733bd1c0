import type { SendMailOptions } from 'nodemailer';

/** Where a composed message goes: an SMTP server, or a file in the local outbox. */
export type MessageTransport = {
  /** Resolves once the message is accepted; rejects so the outbox retries. */
  deliver(message: SendMailOptions, jobId: string): Promise<void>;
  close(): Promise<void>;
};
