import { z } from 'zod';

// Payload answers over REST are input from another process: the site parses each with these schemas before it
// renders it, and the seed content is typed with what they return.

export const text = z.string();
export const optionalText = z.string().nullish();

/** Payload gives every array row an id; seed rows carry stable ones. */
export const arrayRowId = z.string().nullish();

/** Fields Payload adds to every document it returns over REST. */
export const documentMeta = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Globals carry an id too, but their dates may be missing until the first save. */
export const globalMeta = {
  id: z.string(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
};

export const publishStatuses = ['draft', 'published'] as const;

/** Collections and globals with drafts enabled also return their publication status. */
export const drafted = { _status: z.enum(publishStatuses).nullish() };
