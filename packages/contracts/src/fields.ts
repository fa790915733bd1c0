import { z } from 'zod';

// Field rules shared by the entities and the calls. Each one is the single place its rule lives.

export const emailMessage = 'Please enter a valid email address.';

/** Trimmed and lowercased before the check, so ' Ann@Example.COM ' and 'ann@example.com' are one visitor. */
export const emailSchema = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: emailMessage }).max(254, { error: emailMessage }));

const positiveIntegerPattern = /^[1-9]\d*$/;

/**
 * A waitlist entry id: a positive safe integer, given as a number (JSON) or as the digits of a path
 * segment ('12'). '12abc', '1.5', '-3', '' and '{{id}}' are rejected, never truncated.
 */
export const entryIdSchema = z
  .union([
    z.number(),
    z.string().regex(positiveIntegerPattern, { error: 'An entry id is a positive whole number.' }).transform(Number),
  ])
  .pipe(
    z
      .number()
      .int({ error: 'An entry id is a positive whole number.' })
      .positive({ error: 'An entry id is a positive whole number.' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'An entry id is a positive whole number.' }),
  );

export const trackingValueMaxLength = 200;

// Control characters would end up in partner links, sub ids and CSV exports; nothing legitimate has them.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

/**
 * An optional attribution value (affiliateId, subId, s1–s3, utm_*): trimmed, at most 200 characters;
 * missing, null and '' all become null, so "absent" has one spelling.
 */
export const trackingValueSchema = z
  .string()
  .trim()
  .max(trackingValueMaxLength, { error: `Must be at most ${trackingValueMaxLength} characters.` })
  .regex(noControlCharacters, { error: 'Must not contain control characters.' })
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/**
 * The rule of trackingValueSchema as a plain function, for paths that read many values per request (the
 * arrival cookie holds up to forty): the same trim, length and character checks, null for anything else.
 */
export function readTrackingValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= trackingValueMaxLength && noControlCharacters.test(trimmed)
    ? trimmed
    : null;
}

/** The landing versions are the three landing routes: / (1), /v2 (2), /v3 (3). */
export const landingVersions = [1, 2, 3] as const;

export const landingVersionSchema = z
  .number({ error: 'The landing version is 1, 2 or 3.' })
  .int({ error: 'The landing version is 1, 2 or 3.' })
  .min(1, { error: 'The landing version is 1, 2 or 3.' })
  .max(3, { error: 'The landing version is 1, 2 or 3.' });

/** An offer id as the CMS names it ('housing-grants', 'section-8'). */
export const offerIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'An offer id is required.' })
  .max(100, { error: 'An offer id has at most 100 characters.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'An offer id has only letters, digits, - and _.' });

/** A moment in time as the browser's `new Date().toISOString()` writes it (an offset is accepted too). */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 timestamp.' });

/** A calendar day, `yyyy-MM-dd`, checked against the calendar (2023-02-29 is rejected). */
export const isoDateSchema = z.iso.date({ error: 'Use a real date in the format yyyy-MM-dd.' });

// Only valid names are remembered, so a flood of made-up names cannot grow the cache.
const canonicalTimeZones = new Map<string, string>();

function toCanonicalTimeZone(value: string): string | null {
  const cached = canonicalTimeZones.get(value);
  if (cached !== undefined) return cached;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    canonicalTimeZones.set(value, canonical);
    return canonical;
  } catch {
    return null;
  }
}

/** An IANA time zone the runtime knows, spelled canonically ('america/new_york' → 'America/New_York'). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, { error: 'A time zone is required.' })
  .max(64, { error: 'Use an IANA time zone such as America/New_York.' })
  .refine((value) => toCanonicalTimeZone(value) !== null, {
    error: 'Use an IANA time zone such as America/New_York.',
  })
  .transform((value) => toCanonicalTimeZone(value) ?? value);

/** A short label saying which page or routine sent a call ('thank-you', 'sequential-offers'). */
export const sourceSchema = z
  .string({ error: 'A source is required.' })
  .trim()
  .min(1, { error: 'A source is required.' })
  .max(100, { error: 'A source has at most 100 characters.' });

/** The answer of calls that only record something. */
/** A figure in a report: how many times something happened. */
export const countSchema = z.number().int().nonnegative();

export const successResponseSchema = z.object({ success: z.literal(true) });

/** The body of calls the pages send as `{}` or with no body at all. */
export const emptyBodySchema = z.object({}).optional();
