import { ApiError, callApi } from '../../lib/api.ts';
import type { EntryLookups } from './find-entry.ts';

// The lookups over the tracker's API. An unknown id (404) means "not found, try the next lookup";
// the email and IP lookups answer `{ entry: null }` for that. Any other failure is an exception.

export const apiLookups: EntryLookups = {
  getEntry: async (id) => {
    try {
      // The cache-buster makes sure a reload never shows an entry the browser cached before a change.
      return (await callApi('getEntry', { params: { id }, query: { _t: String(Date.now()) } })).entry;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  findByEmail: async (email) => (await callApi('findEntryByEmail', { query: { email, ipFallback: 'true' } })).entry,
  findByIp: async () => (await callApi('findEntryByIp', { body: {} })).entry,
};
