import { sessionStorageKeys } from '@seniorguide/contracts';
import { callApi } from '../../lib/api.ts';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import type { DownloadTrackingPort } from './download-tracking.ts';

// keepalive: the click also opens the PDF, and the request must finish even if this tab is closed next.
export const apiDownloadTracking: DownloadTrackingPort = {
  isTracked: () => readStored('session', sessionStorageKeys.ebookDownloadedSession) !== null,
  markTracked: () => writeStored('session', sessionStorageKeys.ebookDownloadedSession, 'true'),
  trackEntryDownload: (id) => callApi('trackDownload', { params: { id } }),
  trackAnonymousDownload: (tracking) => callApi('trackAnonymousDownload', { body: { ...tracking, waitlistId: null } }),
};
