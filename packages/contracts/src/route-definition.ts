import type { z } from 'zod';

// The shape of one call of the API table (routes.ts); its own module so the table can be split by audience.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRouteDefinition = {
  method: ApiMethod;
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Analytics calls need an operator session, data-subject requests an admin's; everything else is public. */
  access: 'public' | 'operator' | 'admin';
};
