import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

// A real SMTP server inside the test process (the mail provider is the one third party here).
// It records every message it accepts, and can be told to answer 4xx to simulate an outage.

export type ReceivedMessage = { raw: Buffer; receivedAt: number; recipients: string[] };

export type SmtpSink = {
  url: string;
  messages: ReceivedMessage[];
  /** Answer every message with this temporary failure (e.g. 451) until called again with null. */
  refuseWith(code: number | null): void;
  /** How many delivery attempts reached the DATA stage, accepted or refused. */
  attempts(): number;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  close(): Promise<void>;
};

/** Listens on `port`, or on a free port when it is 0 (the url names the one taken). */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  let refusal: number | null = null;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (refusal !== null) {
          callback(Object.assign(new Error('Try again later'), { responseCode: refusal }));
          return;
        }
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        messages.push({ raw: Buffer.concat(chunks), receivedAt: Date.now(), recipients });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const address = server.server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    refuseWith(code) {
      refusal = code;
    },
    attempts: () => attempts,
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function parseMessage(raw: Buffer | string): Promise<Email> {
  return PostalMime.parse(raw);
}

/** The value of a header, as the parser reports it (lowercase key). */
export function headerOf(email: Email, name: string): string | undefined {
  return email.headers.find((header) => header.key === name.toLowerCase())?.value;
}
