import { ApiError, buildApiRequest, callApi, fetchApiJson } from '../../lib/api.ts';
import { apiLookups } from '../session/api-lookups.ts';
import { UnknownEntryError, type ThankYouPort } from './thank-you-load.ts';

// The thank-you calls over the tracker's API. The retry of the notice is deliberately plain:
// a bare request whose answer is not parsed, with keepalive so it survives the visitor leaving. The
// first notice is read unparsed too, because the contract would drop the `error` field the retry rule reads.

/** A 404 for the entry's own path means the tracker does not know the id. */
async function forKnownEntry<T>(id: number, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new UnknownEntryError(id);
    throw error;
  }
}

export const apiThankYouPort: ThankYouPort = {
  getEntry: apiLookups.getEntry,
  updateClientInfo: (id) => forKnownEntry(id, callApi('updateClientInfo', { params: { id }, body: {} })),
  notifyComplete: (id, body) => forKnownEntry(id, fetchApiJson('notifyComplete', { params: { id }, body })),
  notifyCompletePlain: async (id, body) => {
    const request = buildApiRequest('notifyComplete', { params: { id }, body });
    const response = await fetch(request.url, {
      method: request.method,
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const answer: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, answer };
  },
  // The lookup falls back to the visitor's address when no entry has the email.
  findByEmail: apiLookups.findByEmail,
  emergencyWebhook: (email) =>
    callApi('emergencyWebhook', { body: { email, source: 'thank-you', timestamp: new Date().toISOString() } }),
};
