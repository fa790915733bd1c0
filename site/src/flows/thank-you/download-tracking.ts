import type { TrackingContext } from '@seniorguide/contracts';

// Download tracking: once per browser session; per user when an entry or id is known,
// otherwise anonymous. The flag is set only once the tracker accepted the download, so a download made
// while it was down is counted on the next click. The file opens either way (the caller's link does that).

export type DownloadTracking = 'per-user' | 'anonymous' | 'already-tracked';

export type DownloadTrackingPort = {
  isTracked: () => boolean;
  markTracked: () => void;
  trackEntryDownload: (id: number) => Promise<unknown>;
  trackAnonymousDownload: (tracking: TrackingContext) => Promise<unknown>;
};

export async function trackDownloadOnce({
  entryId,
  tracking,
  port,
}: {
  entryId: number | null;
  tracking: TrackingContext;
  port: DownloadTrackingPort;
}): Promise<{ tracking: DownloadTracking; recorded: boolean }> {
  if (port.isTracked()) return { tracking: 'already-tracked', recorded: false };
  const kind: DownloadTracking = entryId === null ? 'anonymous' : 'per-user';
  try {
    if (entryId === null) await port.trackAnonymousDownload(tracking);
    else await port.trackEntryDownload(entryId);
    port.markTracked();
    return { tracking: kind, recorded: true };
  } catch (error) {
    console.warn('[download] could not record the download', error);
    return { tracking: kind, recorded: false };
  }
}
