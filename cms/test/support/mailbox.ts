import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the CMS's own mail (the mail provider is the third party): it keeps every message
// it accepts, parsed, with the addresses it was sent to.

export type Mailbox = { url: string; messages: (Email & { recipients: string[] })[]; close(): Promise<void> };

export async function openMailbox(port: number): Promise<Mailbox> {
  const messages: Mailbox['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on(
        'end',
        () =>
          void PostalMime.parse(Buffer.concat(chunks)).then(
            (email) => {
              messages.push({ ...email, recipients });
              callback();
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          ),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
