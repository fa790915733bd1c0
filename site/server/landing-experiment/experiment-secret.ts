import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// The secret the site signs each landing assignment with (SITE_EXPERIMENT_SECRET, the tracker's
// TRACKER_EXPERIMENT_SECRET): the tracker counts a visit or a signup in an experiment only with an assignment
// that verifies under it. Read once, when the server starts; a value too short to be a secret stops the start.
// Unset, the site makes a key of its own for this process: visitors still keep their version while it runs,
// but the tracker cannot verify the cookie and counts nothing in any experiment.

const secretSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(32, 'SITE_EXPERIMENT_SECRET must be at least 32 characters').optional(),
);

export function readExperimentSecret(source: NodeJS.ProcessEnv = process.env): { secret: string; isShared: boolean } {
  const parsed = secretSchema.safeParse(source.SITE_EXPERIMENT_SECRET);
  if (!parsed.success)
    throw new Error(
      `Invalid site environment:\n  SITE_EXPERIMENT_SECRET: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data
    ? { secret: parsed.data, isShared: true }
    : { secret: randomBytes(32).toString('base64url'), isShared: false };
}

const configured = readExperimentSecret();
if (!configured.isShared && process.env.NODE_ENV === 'production') {
  console.warn(
    '[site] SITE_EXPERIMENT_SECRET is not set: landing experiments assign visitors, but the tracker counts none of them',
  );
}

/** The secret this process signs landing assignments with. */
export const experimentSecret = configured.secret;
