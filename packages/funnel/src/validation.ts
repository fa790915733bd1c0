import { emailMessage, emailSchema, entryIdSchema, landingVersions } from '@seniorguide/contracts';

// The browser's checks of the visitor's input before it calls the API: the contracts' own rules and messages,
// read leniently here (a value from a URL or storage that fails becomes null instead of an error).

export type FieldCheck = { valid: true; value: string } | { valid: false; message: string };

/** Trims and lowercases, then checks the address. */
export function checkEmail(input: string | null | undefined): FieldCheck {
  const result = emailSchema.safeParse(input ?? '');
  return result.success ? { valid: true, value: result.data } : { valid: false, message: emailMessage };
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
  const result = entryIdSchema.safeParse(String(input).trim());
  return result.success ? result.data : null;
}

/** A landing version from a URL or storage: 1, 2 or 3, else null (the caller then assumes version 1). */
export function parseLandingVersion(input: string | number | null | undefined): number | null {
  const version = parseEntryId(input);
  return version !== null && version <= landingVersions.length ? version : null;
}
