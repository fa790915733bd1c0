import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

// The local outbox of the one-command run (no SMTP_URL): every message the product sent, as .eml files.

const sharedOutboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The messages to one address, in the shared product's outbox or another tracker's. */
export async function messagesTo(email: string, outboxDir = sharedOutboxDir()) {
  if (!existsSync(outboxDir)) return [];
  const files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  const parsed = await Promise.all(files.map((name) => PostalMime.parse(readFileSync(path.join(outboxDir, name)))));
  return parsed.filter((message) => message.to?.some((recipient) => recipient.address === email));
}

/** The guide email's signed download link, as a path on the site. */
export function guideLinkOf(text: string | undefined): string | null {
  const link = text?.match(/https?:\/\/\S+\/api\/waitlist\/\d+\/open\?token=\S+/)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
