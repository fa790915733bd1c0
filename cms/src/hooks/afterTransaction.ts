import type { PayloadRequest } from 'payload';

const pollMs = 20;
const maxWaitMs = 10_000;

/**
 * Resolves once the request's database transaction has ended. Payload runs afterChange hooks inside the
 * write's transaction and deletes `req.transactionID` when it commits (or rolls back); a site told before
 * that would read the old content again and keep it. While Payload is starting a transaction the id is a
 * promise; one that resolves to no id means the adapter runs without transactions (nothing to wait for).
 */
// Payload types the pending id as a promise of an id, but it resolves to null when no transaction was started.
type WithTransaction = { transactionID?: PayloadRequest['transactionID'] | Promise<unknown> };

export async function afterTransaction(req: WithTransaction): Promise<void> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < maxWaitMs) {
    const transactionID = req.transactionID;
    if (transactionID === undefined || transactionID === null) return;
    if (transactionID instanceof Promise) {
      if (!(await transactionID)) return;
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
