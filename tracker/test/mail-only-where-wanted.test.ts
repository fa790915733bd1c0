import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Mail only where it is wanted: the guide goes only to an entry created by a signup, under caps per normalised
// mailbox and per caller over 24 hours; an emergency call for an unknown address is counted, not mailed.

const notify = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z', forceSend: true };
const emergency = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z' };
const dayMs = 24 * 60 * 60 * 1000;

describe.each(storeFactories)('mail only where it is wanted on $name', (factory) => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  /** Signs up from a browser of its own and asks for the guide, as the thank-you page does. */
  async function signUpAndNotify(email: string, ip: string) {
    const browser = t.browser(ip);
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    return browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify);
  }

  it('sends nothing for an emergency call about an address with no entry, and counts it for the operator per day', async () => {
    t = await openTestApp(factory);
    const stranger = t.browser('192.0.2.80');
    for (const email of ['x+1@example.com', 'x+2@example.com', 'x+1@example.com']) {
      expect((await stranger.post('/api/emergency-webhook').send({ ...emergency, email })).body).toEqual({
        success: true,
        queued: false,
      });
    }
    expect(await t.store.listMail({ entryId: null, email: 'x+1@example.com' })).toEqual([]);
    expect(await t.store.listMail({ entryId: null, email: 'x+2@example.com' })).toEqual([]);
    const daily = await t
      .operator()
      .get('/api/analytics/daily')
      .query({ startDate: '2026-06-14', endDate: '2026-06-15', timezone: 'America/New_York' });
    expect(daily.body.map((day: { mail_requests_without_entry: number }) => day.mail_requests_without_entry)).toEqual([
      0, 3,
    ]);
  });

  it('sends nothing to a registered address for a stranger’s emergency call, and answers as for an unknown one', async () => {
    t = await openTestApp(factory);
    await t.browser('203.0.113.10').post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    const stranger = t.browser('192.0.2.81');
    const registered = await stranger.post('/api/emergency-webhook').send({ ...emergency, email: 'ann@example.com' });
    const unknown = await stranger.post('/api/emergency-webhook').send({ ...emergency, email: 'zed@example.com' });
    expect(registered.status).toBe(unknown.status);
    expect(registered.body).toEqual(unknown.body);
    expect(await t.store.listMail({ entryId: null, email: 'ann@example.com' })).toEqual([]);
  });

  it('queues the owner’s guide from its emergency call when the thank-you page could not find the entry', async () => {
    t = await openTestApp(factory);
    const owner = t.browser('203.0.113.11');
    await owner.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    expect((await owner.post('/api/emergency-webhook').send({ ...emergency, email: 'ann@example.com' })).body).toEqual({
      success: true,
      queued: true,
    });
  });

  it('mails one mailbox at most the configured number of times in 24 hours, whatever its +tags, dots and case', async () => {
    t = await openTestApp(factory, { TRACKER_MAIL_PER_MAILBOX_PER_DAY: 2 });
    expect((await signUpAndNotify('jo.smith+1@gmail.com', '198.51.100.1')).body).toEqual({
      success: true,
      queued: true,
    });
    expect((await signUpAndNotify('JoSmith+2@googlemail.com', '198.51.100.2')).body).toEqual({
      success: true,
      queued: true,
    });
    expect((await signUpAndNotify('j.o.smith@gmail.com', '198.51.100.3')).body).toEqual({
      success: true,
      queued: false,
    });
    expect(await t.store.listMail({ entryId: null, email: 'j.o.smith@gmail.com' })).toEqual([]);
    // Dots count only where the provider ignores them: another provider's dotted name is another mailbox.
    expect((await signUpAndNotify('jo.smith@example.com', '198.51.100.4')).body).toEqual({
      success: true,
      queued: true,
    });

    t.setNow(Date.parse('2026-06-15T16:00:00Z') + dayMs - 1);
    expect((await signUpAndNotify('josmith+3@gmail.com', '198.51.100.5')).body.queued).toBe(false);
    t.setNow(Date.parse('2026-06-15T16:00:00Z') + dayMs);
    expect((await signUpAndNotify('josmith+4@gmail.com', '198.51.100.6')).body.queued).toBe(true);
  });

  it('lets one caller trigger at most the configured number of mails in 24 hours, then answers 429', async () => {
    t = await openTestApp(factory, { TRACKER_MAIL_PER_CALLER_PER_DAY: 2 });
    expect((await signUpAndNotify('a@example.com', '198.51.100.9')).body.queued).toBe(true);
    expect((await signUpAndNotify('b@example.com', '198.51.100.9')).body.queued).toBe(true);
    const third = await signUpAndNotify('c@example.com', '198.51.100.9');
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limited');
    expect(third.headers['retry-after']).toBeDefined();
    expect(await t.store.listMail({ entryId: null, email: 'c@example.com' })).toEqual([]);
    // Another caller is not held back, and the first caller may again after 24 hours.
    expect((await signUpAndNotify('d@example.com', '198.51.100.10')).body.queued).toBe(true);
    t.setNow(Date.parse('2026-06-15T16:00:00Z') + dayMs);
    expect((await signUpAndNotify('e@example.com', '198.51.100.9')).body.queued).toBe(true);
  });

  it('does not count a repeat of an already queued mail against either cap', async () => {
    t = await openTestApp(factory, { TRACKER_MAIL_PER_CALLER_PER_DAY: 1, TRACKER_MAIL_PER_MAILBOX_PER_DAY: 1 });
    const browser = t.browser('198.51.100.20');
    const { body } = await browser.post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    expect((await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify)).body.queued).toBe(true);
    const again = await browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify);
    expect(again.status).toBe(200);
    expect(again.body.queued).toBe(false);
  });
});
