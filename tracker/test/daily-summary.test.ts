import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailRecipients } from '../src/alerts/cms-mail-recipients.ts';
import { createDailySummaries } from '../src/alerts/daily-summaries.ts';
import type { PriceBook } from '../src/counting/prices.ts';
import { createLogger } from '../src/logger.ts';
import { createReportService } from '../src/reports/report-service.ts';
import type { Store } from '../src/store/port.ts';
import { alertMailWorker } from './support/alert-mail.ts';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { recipientsKey, startMailRecipientsCms, type MailRecipientsCms } from './support/mail-recipients-cms.ts';
import { parseMessage, startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { storeFactories } from './support/stores.ts';

// The daily summary, on both adapters: conversions recorded through createApp at known prices, a reader in
// New York and one in Tokyo who chose the summary in the CMS (a stand-in over HTTP), and one who did not. Each
// reader gets one email a day from 07:00 on their own clock, with yesterday's figures there beside the day
// before, exactly as the dashboard's daily report gives them, however many passes and restarts look.

const at = (iso: string) => Date.parse(iso);
const book: PriceBook = {
  offers: { medicare: [{ from: at('2026-06-01T00:00:00Z'), acceptedCents: 1250 }] },
  defaultPayouts: [{ from: at('2026-06-01T00:00:00Z'), signupCents: 100, acceptedCents: 200 }],
  affiliatePayouts: {},
};
const newYork = { email: 'nora@example.com', timeZone: 'America/New_York', alerts: true, dailySummary: true };
const tokyo = { email: 'taro@example.com', timeZone: 'Asia/Tokyo', alerts: false, dailySummary: true };
const notChosen = { email: 'ned@example.com', timeZone: 'America/New_York', alerts: true, dailySummary: false };

/** In New York: 13 June one visit; 14 June three visits, two signups, one accepted Medicare (12.50). */
async function record(t: TestApp): Promise<void> {
  let ip = 10;
  const visitor = async (when: string, email: string | null, accepts = false) => {
    t.setNow(when);
    const browser = t.browser(`203.0.113.${ip++}`);
    await browser.post('/api/track-visit').send({ page: '/', referrer: '', affiliateId: 'aff-1' }).expect(200);
    if (!email) return;
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    if (!accepts) return;
    const action = { action: 'accepted', pageNumber: 1, offerId: 'medicare', offerName: 'Medicare', timestamp: when };
    await browser.put(`/api/waitlist/${body.entry.id}/offer-action`).send(action).expect(200);
  };
  await visitor('2026-06-13T16:00:00Z', null);
  await visitor('2026-06-14T14:00:00Z', 'v1@example.com', true);
  await visitor('2026-06-14T15:00:00Z', 'v2@example.com');
  await visitor('2026-06-14T16:00:00Z', null);
}

describe.each(storeFactories)('the daily summary: $name', { timeout: 120_000 }, (factory) => {
  let cms: MailRecipientsCms;
  let sink: SmtpSink;
  let t: TestApp;
  let now = 0;
  beforeEach(async () => {
    cms = await startMailRecipientsCms();
    cms.setRecipients([newYork, tokyo, notChosen]);
    sink = await startSmtpSink(0);
    t = await openTestApp(factory, {}, {}, { prices: async () => book });
    await record(t);
  });
  afterEach(async () => {
    await t.cleanup();
    await sink.close();
    await cms.close();
  });

  /** A tracker process's summaries over `store`: fresh memory, as after a restart. */
  const summariesOver = (store: Store) =>
    createDailySummaries({
      store,
      clock: () => now,
      logger: createLogger({ level: 'silent' }),
      recipients: createMailRecipients({
        cmsUrl: cms.url,
        key: recipientsKey,
        fallbackAlertAddresses: [],
        logger: createLogger({ level: 'silent' }),
        clock: () => now,
      }),
      dailyReport: createReportService({ store }).daily,
      dashboardUrl: 'https://guide.example/analytics',
    }).loop;

  const send = async () => {
    const mail = alertMailWorker({ store: t.store, smtpUrl: sink.url, clock: () => now });
    try {
      await mail.runOnce();
    } finally {
      await mail.close();
    }
  };

  it('sends each reader one summary a day from 07:00 on their own clock, across passes and restarts', async () => {
    const first = summariesOver(t.store);
    // 15 June 06:59 in New York is 19:59 in Tokyo: only Tokyo's reader is due.
    now = at('2026-06-15T10:59:00Z');
    expect(await first.runOnce()).toBe(1);
    now = at('2026-06-15T11:00:00Z');
    expect(await first.runOnce()).toBe(1);
    expect(await first.runOnce()).toBe(0);
    // Another process, and this one restarted, on the same data: nothing more.
    expect(await summariesOver(await t.openSecondStore()).runOnce()).toBe(0);
    now = at('2026-06-15T21:00:00Z');
    expect(await summariesOver(t.store).runOnce()).toBe(0);
    await send();
    await send();
    expect(sink.messages.map((message) => message.recipients).sort()).toEqual([[newYork.email], [tokyo.email]]);
    // The next day (07:00 in Tokyo is 22:00 UTC the day before): one more each.
    now = at('2026-06-16T11:00:00Z');
    expect(await first.runOnce()).toBe(2);
    await send();
    expect(sink.messages).toHaveLength(4);
  });

  it("gives yesterday's figures in the reader's zone beside the day before, as the daily report does, in text and HTML", async () => {
    now = at('2026-06-15T11:05:00Z');
    await summariesOver(t.store).runOnce();
    await send();
    const raw = sink.messages.find((message) => message.recipients[0] === newYork.email)?.raw ?? '';
    const email = await parseMessage(raw);
    expect(email.subject).toBe('Daily summary for Sunday, June 14, 2026');
    const lines = email.text?.split('\n') ?? [];
    expect(lines[0]).toBe(
      'Yesterday, Sunday, June 14, 2026 (America/New_York), beside the day before (Saturday, June 13, 2026):',
    );
    expect(lines.slice(2, 8)).toEqual([
      'Impressions: 3 (day before: 1; up 2 (+200%))',
      'Signups: 2 (day before: 0; up 2)',
      'Accepted offers: 1 (day before: 0; up 1)',
      'Revenue: $12.50 (day before: $0.00; up $12.50)',
      'Payout: $4.00 (day before: $0.00; up $4.00)',
      'Profit: $8.50 (day before: $0.00; up $8.50)',
    ]);
    expect(email.text).toContain('Open the dashboard: https://guide.example/analytics');
    // The same figures as the dashboard's Daily Performance for those days.
    const daily = await t
      .operator()
      .get('/api/analytics/daily')
      .query({ startDate: '2026-06-13', endDate: '2026-06-14', timezone: newYork.timeZone })
      .expect(200);
    expect(daily.body[1]).toMatchObject({ page_visits: 3, total_emails: 2, offer_selections: 1 });
    expect(daily.body[1].money).toMatchObject({ revenueCents: 1250, payoutCents: 400, profitCents: 850 });
    // Large type, a real table, the same figures.
    expect(email.html).toContain('font-size:20px');
    expect(email.html).toContain('<th scope="row" style="padding:8px 16px 8px 0;text-align:left;">Revenue</th>');
    expect(email.html).toContain('$12.50');
    // Tokyo's yesterday (14 June there ended at 15:00 UTC on the 14th) holds the first two visits of the 14th there.
    const tokyoMail = await parseMessage(
      sink.messages.find((message) => message.recipients[0] === tokyo.email)?.raw ?? '',
    );
    expect(tokyoMail.subject).toBe('Daily summary for Sunday, June 14, 2026');
    expect(tokyoMail.text).toContain('Impressions: 2 (day before: 0; up 2)');
  });
});
