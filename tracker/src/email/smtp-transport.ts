import { createTransport, type SendMailOptions } from 'nodemailer';
import type { DkimSigning } from './dkim-signing.ts';
import type { MessageTransport } from './message-transport.ts';

// Short timeouts: a stuck server must fail the attempt quickly so the outbox can retry it, well
// inside the ten minutes the thank-you page promises.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** SMTP through nodemailer's pool: connections are reused across messages and reopened when a server drops them. */
export function createSmtpTransport(smtpUrl: string, dkim: DkimSigning | null = null): MessageTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    idleTimeout: 30_000,
    ...timeouts,
    ...(dkim ? { dkim } : {}),
  });
  return {
    async deliver(message: SendMailOptions) {
      const info = await transporter.sendMail(message);
      // A server may accept the transaction but refuse the one recipient; that is a failed delivery.
      if (info.accepted.length === 0) throw new Error(`SMTP server refused the recipient: ${info.response}`);
    },
    async close() {
      transporter.close();
    },
  };
}
