import type { Media } from '@seniorguide/content';
import { z } from 'zod';

// Payload answers over REST are input from another process: each is parsed before the site renders it.

export const text = z.string();
export const optionalText = z.string().nullish();
export const arrayRowId = z.string().nullish();

export const documentMeta = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const globalMeta = {
  id: z.string(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
};

export const drafted = { _status: z.enum(['draft', 'published']).nullish() };

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
}) satisfies z.ZodType<Media>;

/** At depth 1 an upload is an object; an id string means it could not be populated (deleted file). */
export const mediaRelation = z.union([mediaSchema, z.string()]).nullish().transform((value) => (typeof value === 'object' ? value : null));
