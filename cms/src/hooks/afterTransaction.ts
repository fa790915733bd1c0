import type { PayloadRequest } from 'payload';

const pollMs = 20;
const maxWaitMs = 10_000;

/**
 * Resolves once the request's database transaction has ended. Payload runs afterChange hooks inside the
 * write's transaction and deletes `req.transactionID` when it commits (or rolls back); a site told before
 * that would read the old content again and keep it.
 */
export async function afterTransaction(req: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  const startedAt = Date.now();
  while (req.transactionID !== undefined && Date.now() - startedAt < maxWaitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
