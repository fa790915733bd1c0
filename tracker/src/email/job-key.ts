import { createHash } from 'node:crypto';

/**
 * A short, stable, file-name-safe key for an outbox job. Job ids contain the address
 * (`ebook:<email>`), and two addresses can differ only in characters a file name cannot hold, so
 * the key is a hash: one per job, the same on every retry, and no address in a file listing.
 */
export function jobKey(jobId: string): string {
  return createHash('sha256').update(jobId).digest('hex').slice(0, 32);
}
