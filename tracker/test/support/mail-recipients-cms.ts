import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailRecipient } from '../../src/alerts/cms-mail-recipients.ts';

// A local stand-in of the CMS's GET /api/users/mail-recipients over real HTTP: it answers the list only to the
// tracker's key (as the CMS does) and counts the reads, so a suite sees what the tracker sends and how often.

export const recipientsKey = 'mail-recipients-test-key-0123456789abcdef';

export type MailRecipientsCms = {
  url: string;
  reads: number;
  keysSeen: (string | undefined)[];
  setRecipients(recipients: MailRecipient[]): void;
  /** Every read answered with this status instead (a CMS that is down or refuses). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

export async function startMailRecipientsCms(): Promise<MailRecipientsCms> {
  let recipients: MailRecipient[] = [];
  let failure: number | null = null;
  const state = { reads: 0, keysSeen: [] as (string | undefined)[] };
  const server: Server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method !== 'GET' || req.url !== '/api/users/mail-recipients') {
      res.statusCode = 404;
      res.end(JSON.stringify({ errors: [{ message: 'Not found' }] }));
      return;
    }
    state.reads += 1;
    const key = req.headers['x-postback-settings-key']?.toString();
    state.keysSeen.push(key);
    if (failure !== null || key !== recipientsKey) {
      res.statusCode = failure ?? 403;
      res.end(JSON.stringify({ errors: [{ message: 'Only the tracker reads the mail recipients.' }] }));
      return;
    }
    res.end(JSON.stringify({ recipients }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get reads() {
      return state.reads;
    },
    get keysSeen() {
      return state.keysSeen;
    },
    setRecipients: (list) => {
      recipients = list;
    },
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
