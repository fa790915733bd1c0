import { z } from 'zod';

// The form and URL rules of spec section 5, for the browser to check before it calls the API. The API checks
// the same rules again with the contracts' schemas; these messages are the spec's, word for word.

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const FIRST_NAME_MESSAGE = 'First name must be at least 2 characters.';
export const LAST_NAME_MESSAGE = 'Last name must be at least 2 characters.';
export const ZIP_CODE_MESSAGE = 'Please enter a valid ZIP code.';

export type FieldCheck = { valid: true; value: string } | { valid: false; message: string };

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Trims and lowercases, then checks the address. */
export function checkEmail(input: string | null | undefined): FieldCheck {
  const result = emailSchema.safeParse(input ?? '');
  return result.success ? { valid: true, value: result.data } : { valid: false, message: EMAIL_MESSAGE };
}

function checkMinLength({
  input,
  min,
  message,
}: {
  input: string | null | undefined;
  min: number;
  message: string;
}): FieldCheck {
  const value = (input ?? '').trim();
  return value.length >= min ? { valid: true, value } : { valid: false, message };
}

export function checkFirstName(input: string | null | undefined): FieldCheck {
  return checkMinLength({ input, min: 2, message: FIRST_NAME_MESSAGE });
}

export function checkLastName(input: string | null | undefined): FieldCheck {
  return checkMinLength({ input, min: 2, message: LAST_NAME_MESSAGE });
}

export function checkZipCode(input: string | null | undefined): FieldCheck {
  return checkMinLength({ input, min: 5, message: ZIP_CODE_MESSAGE });
}

/** The email from a URL or storage, or null when it is missing, a placeholder such as '{{email}}', or invalid. */
export function parseEmail(input: string | null | undefined): string | null {
  const check = checkEmail(input);
  return check.valid ? check.value : null;
}

/**
 * An entry id from a URL or storage: the whole value must be a positive integer ('12' → 12); anything else
 * ('12abc', '1.5', '', '-3', '{{id}}') is ignored as null rather than read as a different id.
 */
export function parseEntryId(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (!/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export const LANDING_VERSIONS = [1, 2, 3] as const;

/** A landing version from a URL or storage: 1, 2 or 3, else null (the caller then assumes version 1). */
export function parseLandingVersion(input: string | number | null | undefined): number | null {
  const version = parseEntryId(input);
  return version !== null && version <= LANDING_VERSIONS.length ? version : null;
}
