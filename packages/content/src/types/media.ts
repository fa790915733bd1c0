import type { DocumentMeta } from './document.ts';

// A `media` upload as the CMS REST API returns it at depth >= 1.
// `url` is Payload's own file route (`/api/media/file/<filename>`, relative to the CMS origin);
// the same file ships in `@seniorguide/content/media/<filename>` for the seed fallback.
export type Media = DocumentMeta & {
  alt: string;
  url?: string | null;
  thumbnailURL?: string | null;
  filename?: string | null;
  mimeType?: string | null;
  filesize?: number | null;
  width?: number | null;
  height?: number | null;
  focalX?: number | null;
  focalY?: number | null;
};
