import { createHash } from 'node:crypto';

/**
 * A short, stable, file-name-safe key for an outbox job: one per job, the same on every retry, and no
 * address in a file listing (older job ids held the address itself).
 */
export function jobKey(jobId: string): string {
  return createHash('sha256').update(jobId).digest('hex').slice(0, 32);
}
