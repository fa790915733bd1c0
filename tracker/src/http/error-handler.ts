import { toErrorIssues, type ErrorBody } from '@seniorguide/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../logger.ts';
import { HttpError } from './http-error.ts';

// The one error handler: every error leaves as `{ error: { code, message, issues? } }`. Known client
// errors say what is wrong; anything else is logged and answered 500 with nothing from inside.

type BodyParserError = { type: string; status: number };

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    typeof error.type === 'string' &&
    'status' in error
  );
}

/** An http-errors 4xx from a library below the routes (a decoder, the router) that carries no body-parser type. */
function isClientHttpError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    'expose' in error &&
    error.expose === true
  );
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) {
    return new HttpError({
      code: 'invalid_request',
      message: 'The request is not valid.',
      issues: toErrorIssues({ error }),
    });
  }
  if (!isBodyParserError(error))
    return isClientHttpError(error)
      ? new HttpError({ code: 'invalid_request', message: 'The request is not valid.' })
      : null;
  switch (error.type) {
    case 'entity.too.large':
      return new HttpError({ code: 'payload_too_large', message: 'The request body is too large.' });
    case 'entity.parse.failed':
      return new HttpError({ code: 'invalid_request', message: 'The request body is not valid JSON.' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError({ code: 'unsupported_media_type', message: 'The request body encoding is not supported.' });
    case 'request.aborted':
    case 'request.size.invalid':
      return new HttpError({ code: 'invalid_request', message: 'The request body was incomplete.' });
    default:
      return error.status >= 400 && error.status < 500
        ? new HttpError({ code: 'invalid_request', message: 'The request is not valid.' })
        : null;
  }
}

export function createErrorHandler({ logger }: { logger: Logger }): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error);
    const httpError =
      known ??
      new HttpError({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    if (!known) logger.error({ err: error, method: req.method, route: req.route?.path ?? req.path }, 'request failed');
    const body: ErrorBody = { error: { code: httpError.code, message: httpError.message } };
    if (httpError.issues) body.error.issues = httpError.issues;
    if (res.headersSent) return;
    res.status(httpError.status).json(body);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError({ code: 'not_found', message: `There is no ${req.method} ${req.path}.` }));
};
