import type { Config } from 'payload';
import { hasRole } from '../access/roles.ts';

// Scheduled publishing is Payload's own: "Schedule Publish" beside the publish button queues a job in the
// `payload-jobs` collection (so a restart loses nothing) that publishes, or unpublishes, the saved draft at its
// time, as the marketer who scheduled it and through the same update as the button: the same hooks tell the
// site (which drops its cache) and restart an experiment's counting when visitors see a change.

/** The `drafts` setting of every collection and global a marketer may schedule. */
export const schedulableDrafts = { schedulePublish: true } as const;

/**
 * The runner: every second the CMS publishes what is due, so the site shows it within 2 s of its time. A job
 * whose time passed while the CMS was down runs at the first tick after it starts.
 */
export const scheduledPublishRunner: NonNullable<Config['jobs']> = {
  autoRun: [{ cron: '* * * * * *', queue: 'default', limit: 10 }],
  access: {
    // Only the runner above needs /api/payload-jobs/run; an admin may still call it.
    run: ({ req }) => hasRole({ user: req.user, roles: ['admin'] }),
  },
};

/** The admin's schedule shows and asks for times in a named zone; the business runs on New York time. */
export const publishingTimezones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  defaultTimezone: 'America/New_York',
};
