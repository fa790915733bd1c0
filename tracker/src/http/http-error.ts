import { errorStatusByCode, type ErrorCode, type ErrorIssue } from '@seniorguide/contracts';

/** The one error class of the tracker: a code from the contracts, a message a person can act on. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ErrorIssue[] | undefined;

  constructor({ code, message, issues }: { code: ErrorCode; message: string; issues?: ErrorIssue[] }) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = errorStatusByCode[code];
    this.issues = issues;
  }
}

export function entryNotFound(id: number): HttpError {
  return new HttpError({ code: 'not_found', message: `No waitlist entry has the id ${id}.` });
}
