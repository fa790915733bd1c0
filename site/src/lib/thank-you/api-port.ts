import { buildApiRequest, callApi } from '../api.ts';
import { apiLookups } from '../session/api-lookups.ts';
import type { ThankYouPort } from './thank-you-load.ts';

// The thank-you calls over the tracker's API. The retry of the notice is deliberately plain (spec section
// 7): a bare request whose answer is not parsed, with keepalive so it survives the visitor leaving.

export const apiThankYouPort: ThankYouPort = {
  updateClientInfo: (id) => callApi('updateClientInfo', { params: { id }, body: {} }),
  notifyComplete: (id, body) => callApi('notifyComplete', { params: { id }, body }),
  notifyCompletePlain: async (id, body) => {
    const request = buildApiRequest('notifyComplete', { params: { id }, body });
    const response = await fetch(request.url, {
      method: request.method,
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return response.ok;
  },
  findByEmail: async (email) => (await callApi('findEntryByEmail', { query: { email, ipFallback: 'false' } })).entry,
  emergencyWebhook: (email) =>
    callApi('emergencyWebhook', { body: { email, source: 'thank-you', timestamp: new Date().toISOString() } }),
};

export const getEntryOrNull = apiLookups.getEntry;
