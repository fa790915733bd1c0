import type { Media } from '@seniorguide/content';

// Images are served from the site's own origin under /media/<filename> (see pages/media/[filename].ts),
// never hot-linked to the CMS: one origin, one cache policy, and the seed files when the CMS is down.

const safeFilename = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeMediaFilename(filename: string | undefined): filename is string {
  return filename !== undefined && safeFilename.test(filename) && !filename.includes('..');
}

/** The filename of an upload: Payload's `filename`, else the last segment of its file URL. */
export function mediaFilename(media: Pick<Media, 'filename' | 'url'>): string | null {
  const candidate = media.filename ?? media.url?.split('?')[0]?.split('/').pop() ?? undefined;
  return isSafeMediaFilename(candidate) ? candidate : null;
}

/** The site-relative address of an upload, or null when it has no usable file. */
export function mediaSrc(media: Pick<Media, 'filename' | 'url'> | null | undefined): string | null {
  if (!media) return null;
  const filename = mediaFilename(media);
  return filename ? `/media/${filename}` : null;
}
