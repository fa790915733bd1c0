import { z } from 'zod';

// Every API error body has this one shape, whatever the route: `{ error: { code, message, issues? } }`.

/** The codes the tracker answers with, and the site's server for what it answers itself (its `/api` proxy, Node's parser). */
export const errorCodes = [
  'invalid_request',
  'request_timeout',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'headers_too_large',
  'internal_error',
  'tracker_unavailable',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status that goes with each code, so one error class and one handler can map them. */
export const errorStatusByCode = {
  invalid_request: 400,
  request_timeout: 408,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  /** The site's `/api` proxy could not reach the tracker. */
  tracker_unavailable: 502,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export const errorIssueSchema = z.object({
  /** Dotted path of the offending field, '' for the request as a whole (`body.selectedOffers.2`). */
  path: z.string(),
  message: z.string(),
});

export type ErrorIssue = z.infer<typeof errorIssueSchema>;

// The code is any snake_case word, not only the known ones, so a client keeps parsing errors
// from a newer server; the known ones are listed in `errorCodes`.
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'Error codes are snake_case.'),
    message: z.string(),
    issues: z.array(errorIssueSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod's issues into the envelope's flat `{ path, message }` list, paths prefixed (`body`, `query`). */
export function toErrorIssues({ error, prefix }: { error: z.ZodError; prefix?: string }): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.'),
    message: issue.message,
  }));
}
