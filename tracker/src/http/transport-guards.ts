import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpError } from './http-error.ts';

// Requests that are malformed below the level of any one call: answered 4xx in the envelope before the
// router or a body parser can turn them into a 500.

/** A path with broken percent-encoding (`/api/waitlist/%ff`) names nothing; the router would throw on it. */
export const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  if (!req.path.includes('%')) return next();
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(
      new HttpError({
        code: 'invalid_request',
        message: 'The request path is not valid (malformed percent-encoding).',
      }),
    );
  }
  next();
};

function hasBody(headers: IncomingHttpHeaders): boolean {
  // As the body parser sees it: an empty body announced with Content-Length: 0 is still inflated, and fails.
  return headers['transfer-encoding'] !== undefined || headers['content-length'] !== undefined;
}

// Bodies are small JSON (16 KB at most) and the site never compresses them. Inflating one would let a few
// kilobytes become megabytes of work, and a body labelled gzip that is not gzip broke the parser.
export const refuseEncodedBodies: RequestHandler = (req, _res, next) => {
  const encoding = req.headers['content-encoding'];
  if (encoding === undefined || encoding.trim().toLowerCase() === 'identity' || !hasBody(req.headers)) return next();
  next(
    new HttpError({
      code: 'unsupported_media_type',
      message: 'Send the request body uncompressed (no Content-Encoding).',
    }),
  );
};
