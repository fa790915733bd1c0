import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { DkimSigning } from './dkim-signing.ts';
import { jobKey } from './job-key.ts';
import type { MessageTransport } from './message-transport.ts';

/** The file a job's message is written to: one per job, so a retried job replaces, never duplicates. */
export function emlFileName(jobId: string): string {
  return `guide-${jobKey(jobId)}.eml`;
}

/**
 * Without SMTP, each message becomes an RFC 5322 `.eml` file (CRLF line endings) in `outboxDir`,
 * which any mail app opens. Written beside its final name and renamed, so a reader of the folder
 * never sees half a message.
 */
export function createEmlOutbox(outboxDir: string, dkim: DkimSigning | null = null): MessageTransport {
  const composer = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(dkim ? { dkim } : {}),
  });
  return {
    async deliver(message: SendMailOptions, jobId: string) {
      const info = await composer.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not buffer the message');
      await mkdir(outboxDir, { recursive: true });
      const target = join(outboxDir, emlFileName(jobId));
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, target);
    },
    async close() {
      composer.close();
    },
  };
}
