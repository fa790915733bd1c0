import { z } from 'zod';
import { documentMeta } from './common.ts';

// A `media` upload as the CMS REST API returns it at depth >= 1.
// `url` is Payload's own file route (`/api/media/file/<filename>`, relative to the CMS origin);
// the same file ships in `@seniorguide/content/media/<filename>` for the seed fallback.
export const mediaSchema = z.object({
  ...documentMeta,
  alt: z.string(),
  url: z.string().nullish(),
  thumbnailURL: z.string().nullish(),
  filename: z.string().nullish(),
  mimeType: z.string().nullish(),
  filesize: z.number().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  focalX: z.number().nullish(),
  focalY: z.number().nullish(),
});

/** At depth 1 an upload is an object; an id string means it could not be populated (deleted file). */
export const mediaRelation = z
  .union([mediaSchema, z.string()])
  .nullish()
  .transform((value) => (typeof value === 'object' ? value : null));
