// Queues a scheduled publish the way the admin's "Schedule Publish" drawer does (Payload's own schedulePublish
// task, with the scheduling user; the drawer also keeps the time zone it was shown in), from a second process
// on the CMS's database. Run with
// `payload run test/support/queue-scheduled-publish.ts <collection> <id> <seconds from now> <user id> [publish|unpublish]`;
// it prints the time it chose (the time is taken once Payload is up, which can take a while on a busy machine).
import { getPayload } from 'payload';
import config from '../../src/payload.config.ts';

const schedulable = ['landing-variants', 'offers', 'demo-pages'] as const;
const [collection, id, secondsFromNow, userId, type = 'publish'] = process.argv.slice(2);
const relationTo = schedulable.find((slug) => slug === collection);
if (!relationTo || !id || !secondsFromNow || !userId) throw new Error('collection, id, time and user id are required');

const payload = await getPayload({ config });
const waitUntil = new Date(Date.now() + Number(secondsFromNow) * 1000);
await payload.jobs.queue({
  task: 'schedulePublish',
  input: {
    type: type === 'unpublish' ? 'unpublish' : 'publish',
    doc: { relationTo, value: id },
    user: { relationTo: 'users', value: userId },
  },
  waitUntil,
});
console.log(`scheduled for ${waitUntil.toISOString()}`);
process.exit(0);
