import { Writable } from 'node:stream';
import type supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailRecipients } from '../src/alerts/cms-mail-recipients.ts';
import { createLogger } from '../src/logger.ts';
import { alertMailWorker } from './support/alert-mail.ts';
import { openTestApp, type TestApp } from './support/app.ts';
import { recipientsKey, startMailRecipientsCms, type MailRecipientsCms } from './support/mail-recipients-cms.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { storeFactories } from './support/stores.ts';

// Who the alerts reach, through createApp on both adapters: the CMS's admins and operators who chose "Email me
// alerts", read from the CMS with the tracker's key (a stand-in over HTTP), and no one who turned them off;
// TRACKER_ALERT_EMAILS only while no user chose them or the CMS was never read; the list read once a minute at
// most, and no address ever in the logs.

const minute = 60 * 1000;
const day = 24 * 60 * minute;
const now = Date.parse('2026-06-15T16:00:00Z');
const chose = { email: 'ann.operator@example.com', timeZone: 'America/New_York', alerts: true, dailySummary: false };
const optedOut = { email: 'bo.operator@example.com', timeZone: 'America/Chicago', alerts: false, dailySummary: true };
const fallback = 'oncall@example.com';

/** Eight visits at this time of day on each of the last seven days and none in the last hour: traffic has stopped. */
async function stopTraffic(t: TestApp): Promise<void> {
  let visitor = 0;
  for (let back = 7; back >= 1; back -= 1)
    for (let n = 0; n < 8; n += 1) {
      visitor += 1;
      t.setNow(now - back * day - 10 * minute + n * 1000);
      await t
        .browser(`198.18.0.${visitor}`)
        .post('/api/track-visit')
        .send({ page: '/', referrer: '', affiliateId: 'aff-1' })
        .expect(200);
    }
  t.setNow(now);
}

const alertIds = async (agent: supertest.Agent): Promise<string[]> =>
  ((await agent.get('/api/analytics/alerts').expect(200)).body as { alerts: { id: string }[] }).alerts.map(
    (alert) => alert.id,
  );

describe.each(storeFactories)('alert recipients from the CMS: $name', { timeout: 120_000 }, (factory) => {
  let cms: MailRecipientsCms;
  let sink: SmtpSink;
  let t: TestApp;
  beforeEach(async () => {
    cms = await startMailRecipientsCms();
    sink = await startSmtpSink(0);
    t = await openTestApp(factory, {
      TRACKER_CMS_URL: cms.url,
      TRACKER_CMS_POSTBACK_KEY: recipientsKey,
      TRACKER_ALERT_EMAILS: [fallback],
    });
    await stopTraffic(t);
  });
  afterEach(async () => {
    await t.cleanup();
    await sink.close();
    await cms.close();
  });

  const mailedTo = async () => {
    const mail = alertMailWorker({ store: t.store, smtpUrl: sink.url, clock: () => now });
    try {
      await mail.runOnce();
    } finally {
      await mail.close();
    }
    return sink.messages.flatMap((message) => message.recipients).sort();
  };

  it('emails the users who chose alerts, not one who turned them off, nor the fallback', async () => {
    cms.setRecipients([chose, optedOut, { ...chose, email: 'adam.admin@example.com' }]);
    expect(await alertIds(t.operator())).toEqual(['traffic_stopped']);
    expect(await mailedTo()).toEqual(['adam.admin@example.com', chose.email]);
    expect(cms.keysSeen.every((key) => key === recipientsKey)).toBe(true);
  });

  it('reads the list at most once a minute, so a change in the CMS reaches the next alert within it', async () => {
    cms.setRecipients([chose]);
    expect(await alertIds(t.operator())).toEqual(['traffic_stopped']);
    t.setNow(now + 2 * minute);
    await alertIds(t.operator());
    t.setNow(now + 2 * minute + 30 * 1000);
    await alertIds(t.operator());
    expect(cms.reads).toBe(2);
  });

  it('falls back to TRACKER_ALERT_EMAILS when no user chose alerts', async () => {
    cms.setRecipients([optedOut]);
    expect(await alertIds(t.operator())).toEqual(['traffic_stopped']);
    expect(await mailedTo()).toEqual([fallback]);
  });

  it('falls back to TRACKER_ALERT_EMAILS when the CMS was never read', async () => {
    cms.failWith(503);
    expect(await alertIds(t.operator())).toEqual(['traffic_stopped']);
    expect(await mailedTo()).toEqual([fallback]);
  });
});

describe('the recipients reader', () => {
  let cms: MailRecipientsCms;
  beforeEach(async () => {
    cms = await startMailRecipientsCms();
  });
  afterEach(() => cms.close());

  it('keeps the last good list while the CMS is down, and never logs an address', async () => {
    let lines = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString();
        done();
      },
    });
    let clock = now;
    const recipients = createMailRecipients({
      cmsUrl: cms.url,
      key: recipientsKey,
      fallbackAlertAddresses: [fallback],
      logger: createLogger({ level: 'debug', destination }),
      clock: () => clock,
    });
    cms.setRecipients([chose, optedOut]);
    expect(await recipients.alertAddresses()).toEqual([chose.email]);
    expect((await recipients.summaryRecipients()).map((recipient) => recipient.email)).toEqual([optedOut.email]);
    cms.failWith(500);
    clock += 2 * minute;
    expect(await recipients.alertAddresses()).toEqual([chose.email]);
    // An answer that is not the CMS's shape (an address it should not hold) is refused, and not logged either.
    cms.failWith(null);
    cms.setRecipients([{ ...chose, email: 'not-an-address ann.operator@example.com' }]);
    clock += 2 * minute;
    expect(await recipients.alertAddresses()).toEqual([chose.email]);
    expect(lines).toContain('the mail recipients could not be read from the CMS');
    expect(lines).not.toMatch(/@example\.com/);
  });

  it('reads nothing without the key: the fallback only', async () => {
    const recipients = createMailRecipients({
      cmsUrl: cms.url,
      key: undefined,
      fallbackAlertAddresses: [fallback],
      logger: createLogger({ level: 'silent' }),
    });
    expect(await recipients.alertAddresses()).toEqual([fallback]);
    expect(await recipients.summaryRecipients()).toEqual([]);
    expect(cms.reads).toBe(0);
  });
});
