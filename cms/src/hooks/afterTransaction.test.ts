import { describe, expect, it } from 'vitest';
import { afterTransaction } from './afterTransaction.ts';

describe('afterTransaction', () => {
  it('waits until the transaction id is gone from the request', async () => {
    const req: { transactionID?: string } = { transactionID: 'tx-1' };
    let hasResolved = false;
    const waiting = afterTransaction(req).then(() => (hasResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(hasResolved).toBe(false);
    delete req.transactionID;
    await waiting;
    expect(hasResolved).toBe(true);
  });

  it('resolves at once when the adapter started no transaction (the id promise resolved to nothing)', async () => {
    const started = Date.now();
    await afterTransaction({ transactionID: Promise.resolve(null) });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('resolves at once outside a transaction', async () => {
    await expect(afterTransaction({})).resolves.toBeUndefined();
  });
});
